/// <reference types="node" />
import { spawnSync } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { beforeEach, describe, expect, it } from 'vitest';
import type { Messages } from './catalog-check.ts';

// The two npm scripts as a translator runs them, on a copy of the catalogs.
const script = (name: string) => fileURLToPath(new URL(`../scripts/${name}`, import.meta.url));
const catalogs = fileURLToPath(new URL('../catalogs', import.meta.url));
let work: string;
const run = (name: string, ...args: string[]) =>
  spawnSync(process.execPath, [script(name), '--catalogs', 'catalogs', ...args], {
    cwd: work,
    encoding: 'utf8',
    env: { ...process.env, INIT_CWD: work },
  });
const catalogText = () => readFileSync(join(work, 'catalogs', 'ar-AR.json'), 'utf8');

beforeEach(() => {
  work = mkdtempSync(join(tmpdir(), 'xliff-'));
  cpSync(catalogs, join(work, 'catalogs'), { recursive: true });
  expect(run('xliff-export.mjs', '--out', 'out', '--locale', 'ar-AR').status).toBe(0);
}, 30_000);

// Each test starts two Node processes: more than the default 5 s on a busy machine.
describe('npm run i18n:export, then i18n:import', { timeout: 30_000 }, () => {
  it('leaves the catalog byte-identical when the file comes back unchanged', () => {
    const before = catalogText();
    const imported = run('xliff-import.mjs', 'out/ar-AR.xlf');
    expect(imported.stdout).toContain('ar-AR: 0 changed');
    expect(imported.status).toBe(0);
    expect(catalogText()).toBe(before);
  });

  it('adds a new translation in key order, refuses the broken one and exits 1', () => {
    // attachments.title is the first key: taken out, exported untranslated, then translated.
    const original = catalogText();
    const { 'attachments.title': title, ...rest } = JSON.parse(original) as Messages;
    writeFileSync(join(work, 'catalogs', 'ar-AR.json'), JSON.stringify(rest, null, 2));
    expect(run('xliff-export.mjs', '--out', 'out', '--locale', 'ar-AR').status).toBe(0);
    const xlf = readFileSync(join(work, 'out', 'ar-AR.xlf'), 'utf8')
      .replace(
        '<segment state="initial">\n        <source>Attachments</source>',
        '<segment state="translated">\n        <source>Attachments</source><target>الملفات المرفقة</target>',
      )
      .replace(`<target>${rest['calendar.count']}</target>`, '<target>{count, plural, one {# تاريخ} other {# تواريخ}}</target>');
    writeFileSync(join(work, 'out', 'ar-AR.xlf'), xlf);

    const imported = run('xliff-import.mjs', 'out/ar-AR.xlf');
    expect(imported.status).toBe(1);
    expect(imported.stdout).toContain('refused calendar.count: plural lacks zero, two, few, many needed in ar-AR');
    expect(catalogText()).toBe(original.replace(`"attachments.title": "${title}"`, '"attachments.title": "الملفات المرفقة"'));
  });

  it('refuses a file for a locale that is not supported and writes nothing', () => {
    const before = catalogText();
    writeFileSync(
      join(work, 'out', 'xx.xlf'),
      readFileSync(join(work, 'out', 'ar-AR.xlf'), 'utf8').replace('trgLang="ar-AR"', 'trgLang="xx-XX"'),
    );
    const imported = run('xliff-import.mjs', 'out/xx.xlf');
    expect(imported.status).toBe(1);
    expect(imported.stdout).toContain('out/xx.xlf: refused, has trgLang "xx-XX"');
    expect(catalogText()).toBe(before);
  });
});
