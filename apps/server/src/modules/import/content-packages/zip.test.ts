import { deflateRawSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { declareSize, makeSymlink, renameEntry, zipOf } from './test-packages.ts';
import { DEFAULT_ZIP_LIMITS, entryNameProblem, readZip } from './zip.ts';

const refusal = (zip: Buffer, limits = DEFAULT_ZIP_LIMITS) =>
  readZip(zip, limits).then(
    () => 'taken',
    (e: Error) => e.message,
  );

describe('readZip', () => {
  it('reads the files of a package and skips folders', async () => {
    const zip = await zipOf({ 'a/index.html': '<p>hi</p>', 'a/b/c.js': 'x', 'z.txt': '' });
    const files = await readZip(zip);
    expect(files.map((f) => [f.path, f.bytes.toString()])).toEqual([
      ['a/index.html', '<p>hi</p>'],
      ['a/b/c.js', 'x'],
      ['z.txt', ''],
    ]);
  });

  it.each([
    ['xx/evil.html', '../evil.html', 'a path outside the package (..)'],
    ['a/xx/b.html', 'a/../b.html', 'a path outside the package (..)'],
    ['xetc/passwd', '/etc/passwd', 'an absolute path'],
    ['xx/win.html', 'C:/win.html', 'an absolute path'],
    ['a_b.html', 'a\\b.html', 'a backslash in its name'],
    ['a_b.html', 'a\u0001b.html', 'a control character in its name'],
    ['a/x/b.html', 'a/./b.html', 'an empty or "." segment in its path'],
  ])('refuses an entry named %j → %j: %s', async (written, stored, reason) => {
    const zip = renameEntry(await zipOf({ 'imsmanifest.xml': '<x/>', [written]: 'x' }), written, stored);
    expect(await refusal(zip)).toBe(`Zip entry ${JSON.stringify(stored)}: ${reason}`);
  });

  it('refuses a symbolic link and a name twice', async () => {
    const link = makeSymlink(await zipOf({ 'index.html': '/etc/passwd' }), 'index.html');
    expect(await refusal(link)).toBe('Zip entry "index.html": a symbolic link');
    const twice = renameEntry(await zipOf({ 'a.html': '1', 'B.html': '2' }), 'B.html', 'A.html');
    expect(await refusal(twice)).toBe('Zip entry "A.html": appears twice in the zip');
  });

  it('refuses what is not a zip', async () => {
    expect(await refusal(Buffer.from('<html>not a zip</html>'))).toMatch(/^Not a readable zip file \(/);
  });

  it('refuses a zip bomb by its ratio, quickly and without inflating it all', async () => {
    const zeros = Buffer.alloc(200 * 1024 * 1024);
    const zip = await zipOf({ 'bomb.bin': zeros });
    expect(zip.length).toBeLessThan(zeros.length / 500);
    const started = performance.now();
    const before = process.memoryUsage().arrayBuffers;
    expect(await refusal(zip)).toBe('Zip entry "bomb.bin": inflates more than 200 times its compressed size (a zip bomb?)');
    expect(performance.now() - started).toBeLessThan(3000);
    // Stopped at 200 × the compressed size (~40 MB), not at the 200 MB it would inflate to.
    expect(process.memoryUsage().arrayBuffers - before).toBeLessThan(100 * 1024 * 1024);
  });

  it('refuses a central directory that lies about the size, at the first byte more', async () => {
    const zip = declareSize(await zipOf({ 'index.html': Buffer.alloc(64 * 1024 * 1024, 'a') }), 'index.html', 1000);
    const started = performance.now();
    expect(await refusal(zip, { ...DEFAULT_ZIP_LIMITS, maxRatio: 1_000_000 })).toBe(
      'Zip entry "index.html": inflates to more bytes than the zip states (a zip bomb?)',
    );
    expect(performance.now() - started).toBeLessThan(2000);
  });

  it('counts the limits on what is inflated: entry size, total size, entry count', async () => {
    const files = { 'a.bin': Buffer.alloc(3000, 1), 'b.bin': Buffer.alloc(3000, 2) };
    const small = { ...DEFAULT_ZIP_LIMITS, ratioFloorBytes: 0, maxRatio: 1e9 };
    expect(await refusal(await zipOf(files), { ...small, maxEntryBytes: 2999 })).toBe(
      'Zip entry "a.bin": larger than 2999 bytes once inflated',
    );
    expect(await refusal(await zipOf(files), { ...small, maxTotalBytes: 5000 })).toBe(
      'Zip entry "b.bin": the package is larger than 5000 bytes once inflated',
    );
    expect(await refusal(await zipOf(files), { ...small, maxEntries: 1 })).toBe('The zip has 2 entries; at most 1 are taken');
    // A stored (not deflated) entry whose size the directory understates is caught as it is listed.
    const stored = declareSize(await zipOf({ 'c.bin': Buffer.alloc(4000, 3) }, { compress: false }), 'c.bin', 10);
    expect(await refusal(stored, small)).toBe(
      'Not a readable zip file (compressed/uncompressed size mismatch for stored file: 4000 != 10)',
    );
  });

  it('takes a small file that compresses well (below the ratio floor)', async () => {
    expect(deflateRawSync(Buffer.alloc(500_000, 32)).length).toBeLessThan(1000);
    expect(await refusal(await zipOf({ 'spaces.css': Buffer.alloc(500_000, 32) }))).toBe('taken');
  });
});

describe('entryNameProblem', () => {
  it.each([
    ['index.html', null],
    ['a/b/', null],
    ['', 'an empty name'],
    ['a/../../b', 'a path outside the package (..)'],
  ])('%j → %j', (name, problem) => expect(entryNameProblem(name)).toBe(problem));
});
