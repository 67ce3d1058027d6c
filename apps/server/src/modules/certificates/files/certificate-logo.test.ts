import { describe, expect, it } from 'vitest';
import { Resvg } from '@resvg/resvg-wasm';
import { layoutCertificate, type CertificateContent } from './certificate-layout.ts';
import { MAX_LOGO_BYTES, readCertificateLogo } from './certificate-logo.ts';
import { renderPdf } from './render-pdf.ts';
import { renderPng } from './render-png.ts';
import { renderSvg } from './render-svg.ts';

/** A real PNG logo, 300 × 100, drawn by resvg: a red bar. */
async function pngLogo(): Promise<string> {
  await renderPng(layoutCertificate(content(null))); // initialises the WASM once
  const resvg = new Resvg(
    '<svg xmlns="http://www.w3.org/2000/svg" width="300" height="100"><rect width="300" height="100" fill="#d00000"/></svg>',
  );
  const png = Buffer.from(resvg.render().asPng());
  return `data:image/png;base64,${png.toString('base64')}`;
}

/** The smallest JPEG header that names a size: SOI, then a baseline start of frame 640 × 200. */
const JPEG = Buffer.from([
  0xff, 0xd8, 0xff, 0xe0, 0x00, 0x04, 0x00, 0x00, 0xff, 0xc0, 0x00, 0x11, 0x08, 0x00, 0xc8, 0x02, 0x80, 0x03, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0,
  0, 0, 0,
]);

const content = (logo: CertificateContent['logo']): CertificateContent => ({
  direction: 'ltr',
  brand: 'Academy',
  logo,
  colour: '#1f4e79',
  title: 'Certificate',
  studentLabel: 'Student',
  student: 'Ada Lovelace',
  courseLabel: 'Course',
  course: 'Safety',
  facts: [{ label: 'Completion date', value: 'March 12, 2025' }],
  numberLine: 'Certificate ID: C-1',
  verifyLabel: 'Verify',
  verifyUrl: 'https://lms.example/learn/certificate/C-1',
});

describe("the tenant's logo on a certificate (issue 13 branding, decision 0024)", () => {
  it('reads a PNG or JPEG data: URI with its size in pixels', async () => {
    expect(readCertificateLogo(await pngLogo())).toMatchObject({ type: 'png', width: 300, height: 100 });
    expect(readCertificateLogo(`data:image/jpeg;base64,${JPEG.toString('base64')}`)).toMatchObject({
      type: 'jpeg',
      width: 640,
      height: 200,
    });
  });

  it.each([
    ['no logo', null],
    ['an https address: the server fetches nothing a setting names', 'https://cdn.example/logo.png'],
    ['an SVG', `data:image/svg+xml;base64,${Buffer.from('<svg/>').toString('base64')}`],
    ['bytes that are no PNG', `data:image/png;base64,${Buffer.from('not a png at all, really not').toString('base64')}`],
    ['a logo over 512 KB', `data:image/png;base64,${Buffer.alloc(MAX_LOGO_BYTES + 1).toString('base64')}`],
  ])('draws none for %s', (_case, url) => {
    expect(readCertificateLogo(url)).toBeNull();
  });

  it('is drawn above the brand line in both files, within its box and its proportions kept', async () => {
    const logo = readCertificateLogo(await pngLogo())!;
    const drawing = layoutCertificate(content(logo));
    expect(drawing.images).toHaveLength(1);
    const { box } = drawing.images[0]!;
    expect(box.width / box.height).toBeCloseTo(3);
    expect(box.height).toBeLessThanOrEqual(40);
    expect(box.x + box.width / 2).toBeCloseTo(drawing.width / 2);
    expect(box.y + box.height).toBeLessThan(drawing.texts[0]!.y - 14);
    expect(renderSvg(drawing)).toContain(`href="${logo.dataUri}"`);
    const pdf = (await renderPdf(drawing, { title: 'Certificate', author: 'Academy', created: new Date(0) })).toString('latin1');
    expect(pdf).toMatch(/\/Subtype \/Image/);
    expect(
      (await renderPdf(layoutCertificate(content(null)), { title: 'Certificate', author: 'Academy', created: new Date(0) })).toString(
        'latin1',
      ),
    ).not.toMatch(/\/Subtype \/Image/);
    expect((await renderPng(drawing)).equals(await renderPng(layoutCertificate(content(null))))).toBe(false);
  });
});
