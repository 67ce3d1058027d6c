import { describe, expect, it } from 'vitest';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { setupTestApp } from '../../../../test/setup-test-app.ts';

const demo = setupTestApp({ sessions: ['learner', 'learner2'] });
const OWN = 'BWA-FA101-007388';
const OTHERS = 'BWA-FA101-007102';
const own = (file: string) => `/api/lms-storage/v1/certificates/${file}`;
const open = (file: string) => `/api/lms-storage/v1/public/certificates/${file}`;

/** Every line pdf.js reads from the first page, as a reader or a search would. */
async function pdfText(bytes: Buffer): Promise<string> {
  const pdf = await getDocument({ data: new Uint8Array(bytes) }).promise;
  const page = await pdf.getPage(1);
  const content = await page.getTextContent();
  const [, , width, height] = page.view;
  expect([Math.round(width!), Math.round(height!)]).toEqual([842, 595]);
  return content.items.map((item) => ('str' in item ? item.str : '')).join(' ');
}

const storedRows = async (number: string) =>
  (
    await demo.db.query<{ kind: string; locale: string; count: number }>(
      `SELECT f.kind, f.locale, count(*)::int AS count FROM certificate_files f JOIN certificate_records c ON c.id = f.certificate_id
        WHERE c.certificate_number = $1 GROUP BY f.kind, f.locale ORDER BY f.kind`,
      [number],
    )
  ).map((r) => `${r.kind} ${r.locale} ×${r.count}`);

describe('certificate files (issue 13)', () => {
  it('answer the holder an A4 landscape PDF with the names, dates and number, as a named download', async () => {
    const res = await demo.app.inject({ url: own(`${OWN}.pdf`), headers: demo.learner });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toBe(`attachment; filename="certificate-${OWN}.pdf"`);
    expect(res.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    const [row] = await demo.db.query<{ holder: string; o_name: string; created: Date; expiration_date: Date | null; zone: string | null }>(
      `SELECT trim(u.first_name || ' ' || u.last_name) AS holder, o.name AS o_name, c.created, c.expiration_date, u.timezone AS zone
         FROM certificate_records c JOIN users u ON u.id = c.user_id JOIN objectives o ON o.id = c.objective_id WHERE c.certificate_number = $1`,
      [OWN],
    );
    const text = await pdfText(res.rawPayload);
    expect(text).toContain(row!.holder);
    expect(text).toContain(row!.o_name);
    expect(text).toContain(`Certificate ID: ${OWN}`);
    expect(text).toContain(`/learn/certificate/${OWN}`);
    // The expiry is the holder's calendar day in their own zone: near midnight UTC it differs from UTC's.
    const zone = row!.zone ?? 'UTC';
    if (row!.expiration_date)
      expect(text).toContain(
        new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeZone: zone }).format(row!.expiration_date).split(',')[0],
      );
    expect(text).toMatch(/Completion date .*\d{4}/);
  });

  it('answer the PNG of the same certificate, shown inline', async () => {
    const res = await demo.app.inject({ url: own(`${OWN}.png`), headers: demo.learner });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/png');
    expect(res.headers['content-disposition']).toBe(`inline; filename="certificate-${OWN}.png"`);
    expect([...res.rawPayload.subarray(0, 8)]).toEqual([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
    expect(res.rawPayload.readUInt32BE(16)).toBe(1600);
  });

  it('keep one rendering per file and serve it again from storage', async () => {
    const first = await demo.app.inject({ url: own(`${OWN}.pdf`), headers: demo.learner });
    const again = await demo.app.inject({ url: own(`${OWN}.pdf`), headers: demo.learner });
    expect(again.rawPayload.equals(first.rawPayload)).toBe(true);
    expect(await storedRows(OWN)).toEqual(['pdf en-US ×1', 'png en-US ×1']);
  });

  it('answer HEAD with the size and no bytes', async () => {
    const get = await demo.app.inject({ url: own(`${OWN}.png`), headers: demo.learner });
    const head = await demo.app.inject({ method: 'HEAD', url: own(`${OWN}.png`), headers: demo.learner });
    expect(head.statusCode).toBe(200);
    expect(head.headers['content-length']).toBe(String(get.rawPayload.byteLength));
    expect(head.rawPayload.byteLength).toBe(0);
  });

  it("are not found for another learner, and need a session under the holder's URL", async () => {
    expect((await demo.app.inject({ url: own(`${OTHERS}.pdf`), headers: demo.learner })).statusCode).toBe(404);
    expect((await demo.app.inject({ method: 'HEAD', url: own(`${OTHERS}.png`), headers: demo.learner })).statusCode).toBe(404);
    expect((await demo.app.inject({ url: own(`${OWN}.pdf`) })).statusCode).toBe(401);
    expect((await demo.app.inject({ url: own('NO-SUCH.pdf'), headers: demo.learner })).statusCode).toBe(404);
    expect((await demo.app.inject({ url: own(`${OWN}.svg`), headers: demo.learner })).statusCode).toBe(400);
  });

  it("are served to anyone with the number under the public page's URL, the same file as the holder's", async () => {
    const anonymous = await demo.app.inject({ url: open(`${OWN}.pdf`) });
    expect(anonymous.statusCode).toBe(200);
    const holders = await demo.app.inject({ url: own(`${OWN}.pdf`), headers: demo.learner });
    expect(anonymous.rawPayload.equals(holders.rawPayload)).toBe(true);
    expect((await demo.app.inject({ url: open('NO-SUCH.png') })).statusCode).toBe(404);
  });

  it("are drawn in the holder's language: Arabic labels, right to left", async () => {
    await demo.db.query(
      `UPDATE users SET locale = 'ar-AR' FROM certificate_records c WHERE c.user_id = users.id AND c.certificate_number = $1`,
      [OTHERS],
    );
    const res = await demo.app.inject({ url: own(`${OTHERS}.pdf`), headers: demo.learner2 });
    expect(res.statusCode).toBe(200);
    expect(await pdfText(res.rawPayload)).toContain('الطالب');
    expect(await storedRows(OTHERS)).toEqual(['pdf ar-AR ×1']);
  });
});
