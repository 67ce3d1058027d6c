import { describe, expect, it } from 'vitest';
import { packageActivityContent } from './package-content.ts';
import { readPackage, type LoadedPackage } from './read-package.ts';
import { CMI5_XML, SCORM12_MANIFEST, SCORM2004_MANIFEST, cmi5Files, scorm12Files, scorm2004Files, zipOf } from './test-packages.ts';

async function read(files: Record<string, string>): Promise<LoadedPackage> {
  const result = await readPackage(await zipOf(files));
  if ('problems' in result) throw new Error(result.problems.join('\n'));
  return result;
}

async function problems(files: Record<string, string>): Promise<string[]> {
  const result = await readPackage(await zipOf(files));
  return 'problems' in result ? result.problems : [];
}

describe('SCORM 1.2 (as Storyline and iSpring export it)', () => {
  it('reads the organization, the SCO and its ADL data', async () => {
    const pkg = await read(scorm12Files());
    expect(pkg.kind).toBe('scorm12');
    expect(pkg.digest).toMatch(/^[0-9a-f]{64}$/);
    expect(pkg.files.find((f) => f.path === 'index_lms.html')?.contentType).toBe('text/html; charset=utf-8');
    expect(pkg.files.find((f) => f.path === 'story_content/user.js')?.contentType).toBe('text/javascript; charset=utf-8');
    expect(pkg.structure).toMatchObject({ version: '1.2', title: 'Fire Safety Basics', organizationIdentifier: 'Fire_Safety_ORG' });
    expect(packageActivityContent(pkg, 'pkg-1', 'Fire_Safety_SCO')).toEqual({
      packageId: 'pkg-1',
      version: '1.2',
      itemIdentifier: 'Fire_Safety_SCO',
      resourceIdentifier: 'Fire_Safety_RES',
      launch: 'index_lms.html?lang=en',
      scormType: 'sco',
      masteryScore: 80,
      maxTimeAllowed: '00:30:00',
      maxTimeAllowedSeconds: 1800,
      timeLimitAction: 'continue,no message',
      dataFromLms: 'track=A',
    });
  });

  it('compares identifiers with white space collapsed, as xs:ID does (ADL CTS CM-07e, OB-02a)', async () => {
    const pkg = await read(scorm12Files(SCORM12_MANIFEST.replace('default="Fire_Safety_ORG"', 'default="  Fire_Safety_ORG "')));
    expect(pkg.structure).toMatchObject({ organizationIdentifier: 'Fire_Safety_ORG' });
  });

  it('takes a 1.2 manifest without metadata by its adlcp namespace', async () => {
    const pkg = await read(scorm12Files(SCORM12_MANIFEST.replace(/<metadata>[\s\S]*?<\/metadata>/, '')));
    expect(pkg.structure).toMatchObject({ version: '1.2' });
  });
});

describe('SCORM 2004 4th edition with several SCOs and sequencing', () => {
  it('reads the tree, xml:base, parameters, the measured objective, thresholds and time limits', async () => {
    const pkg = await read(scorm2004Files());
    expect(pkg.structure).toMatchObject({
      kind: 'scorm2004',
      version: '2004 4th Edition',
      items: [
        { identifier: 'playing', children: [{ identifier: 'playing_sco' }, { identifier: 'etiquette_sco' }] },
        { identifier: 'assessment', children: [{ identifier: 'quiz_sco' }, { identifier: 'glossary' }] },
      ],
    });
    const content = (item: string) => packageActivityContent(pkg, 'p', item);
    expect(content('playing_sco')).toEqual({
      packageId: 'p',
      version: '2004 4th Edition',
      itemIdentifier: 'playing_sco',
      resourceIdentifier: 'playing_res',
      launch: 'content/playing/Playing.html',
      scormType: 'sco',
      completionThreshold: 0.75,
      maxTimeAllowed: 'PT1H30M',
      maxTimeAllowedSeconds: 5400,
    });
    expect(content('etiquette_sco')).toMatchObject({
      launch: 'content/etiquette/Course.html?start=1&page=2',
      timeLimitAction: 'exit,message',
      dataFromLms: 'mode=short',
    });
    expect(content('quiz_sco')).toMatchObject({ launch: 'content/assessment/quiz%20one.html', scaledPassingScore: 0.8 });
    expect(content('glossary')).toMatchObject({ scormType: 'asset', isVisible: false, launch: 'content/glossary.html' });
  });

  it.each([
    ['CAM 1.3', '2004 2nd Edition'],
    ['2004 3rd Edition', '2004 3rd Edition'],
  ])('reads schemaversion %j as %s', async (written, version) => {
    const pkg = await read(scorm2004Files(SCORM2004_MANIFEST.replace('2004 4th Edition', written)));
    expect(pkg.structure).toMatchObject({ version });
  });
});

describe('cmi5', () => {
  it('reads the course, blocks and AUs', async () => {
    const pkg = await read(cmi5Files());
    expect(pkg.structure).toMatchObject({
      kind: 'cmi5',
      courseId: 'https://example.com/courses/forklift',
      title: 'Forklift Operation',
      children: [
        { kind: 'block', title: 'Basics', children: [{ kind: 'au', title: 'Introduction' }] },
        { kind: 'au', title: 'Exam' },
      ],
    });
    expect(packageActivityContent(pkg, 'p', 'https://example.com/courses/forklift/basics/intro')).toEqual({
      packageId: 'p',
      courseId: 'https://example.com/courses/forklift',
      auId: 'https://example.com/courses/forklift/basics/intro',
      launch: 'intro/index.html?mode=full',
      launchMethod: 'OwnWindow',
      moveOn: 'Completed',
      launchParameters: '{"level":1}',
    });
    expect(packageActivityContent(pkg, 'p', 'https://example.com/courses/forklift/exam')).toEqual({
      packageId: 'p',
      courseId: 'https://example.com/courses/forklift',
      auId: 'https://example.com/courses/forklift/exam',
      launch: 'exam/index.html',
      launchMethod: 'AnyWindow',
      moveOn: 'CompletedAndPassed',
      masteryScore: 0.75,
      entitlementKey: 'forklift-2026',
    });
  });
});

describe('refused packages name the file, the element and the reason', () => {
  const m12 = (from: string | RegExp, to: string) => scorm12Files(SCORM12_MANIFEST.replace(from, to));
  const m04 = (from: string | RegExp, to: string) => scorm2004Files(SCORM2004_MANIFEST.replace(from, to));
  it.each<[string, Record<string, string>, string]>([
    ['no manifest', { 'index.html': '<p/>' }, 'no imsmanifest.xml (SCORM) or cmi5.xml (cmi5) at the root of the zip'],
    [
      'a manifest one folder down',
      { 'course/imsmanifest.xml': SCORM12_MANIFEST },
      "no imsmanifest.xml (SCORM) or cmi5.xml (cmi5) at the root of the zip (found course/imsmanifest.xml: zip the package's folder contents, not the folder)",
    ],
    ['malformed XML', m12('</organizations>', ''), 'imsmanifest.xml: not well-formed XML ('],
    [
      'an unsupported schema version',
      m12('<schemaversion>1.2</schemaversion>', '<schemaversion>1.1</schemaversion>'),
      'imsmanifest.xml:9 <schemaversion>: unsupported schema version "1.1": expected 1.2, CAM 1.3, 2004 3rd Edition or 2004 4th Edition',
    ],
    [
      'duplicate identifiers',
      m04('identifier="etiquette_sco"', 'identifier="playing_sco"'),
      'imsmanifest.xml:24 <item identifier="playing_sco">: duplicate identifier "playing_sco" (also <item identifier="playing_sco"> on line 17)',
    ],
    [
      'a resource pointing outside the package',
      m12('href="index_lms.html">', 'href="../index_lms.html">'),
      'imsmanifest.xml:24 <resource identifier="Fire_Safety_RES">: href "../index_lms.html" points outside the package (..)',
    ],
    [
      'an xml:base leaving the package',
      m04('<resources xml:base="content/">', '<resources xml:base="../content/">'),
      'imsmanifest.xml:52 <resource identifier="playing_res">: href "Playing.html" (with xml:base "../content/", "playing/") points outside the package (..)',
    ],
    [
      'a file listed outside the package',
      m12('<file href="lms/scormdriver.js" />', '<file href="lms/../../etc/passwd" />'),
      'imsmanifest.xml:27 <file>: href "lms/../../etc/passwd" points outside the package (..)',
    ],
    [
      'an absolute launch path',
      m12('href="index_lms.html">', 'href="/index_lms.html">'),
      'imsmanifest.xml:24 <resource identifier="Fire_Safety_RES">: href "/index_lms.html" is not a path inside the package',
    ],
    [
      'a launch file missing from the zip',
      m12('href="index_lms.html">', 'href="index_scorm.html">'),
      'imsmanifest.xml:24 <resource identifier="Fire_Safety_RES">: href "index_scorm.html" names index_scorm.html, which is not in the package',
    ],
    [
      'an identifierref naming nothing',
      m12('identifierref="Fire_Safety_RES"', 'identifierref="Nope"'),
      'imsmanifest.xml:14 <item identifier="Fire_Safety_SCO">: identifierref "Nope" names no <resource>',
    ],
    [
      'a missing scormtype',
      m12(' adlcp:scormtype="sco"', ''),
      'imsmanifest.xml:24 <resource identifier="Fire_Safety_RES">: adlcp:scormtype must be "sco" or "asset" (found none)',
    ],
    [
      'a mastery score out of range',
      m12('<adlcp:masteryscore>80</adlcp:masteryscore>', '<adlcp:masteryscore>180</adlcp:masteryscore>'),
      'imsmanifest.xml:14 <item identifier="Fire_Safety_SCO">: adlcp:masteryscore "180" is not a number from 0 to 100',
    ],
    [
      'a sub-manifest',
      m12('</resources>', '</resources><manifest identifier="sub"><organizations/><resources/></manifest>'),
      'imsmanifest.xml:29 <manifest identifier="sub">: sub-manifests (a <manifest> inside the manifest) are not supported',
    ],
    [
      'an organization default naming nothing',
      m12('default="Fire_Safety_ORG"', 'default="Other"'),
      'imsmanifest.xml:11 <organizations>: default="Other" names no <organization>',
    ],
    [
      'a cmi5 AU with an unknown moveOn',
      cmi5Files(CMI5_XML.replace('moveOn="Completed"', 'moveOn="Viewed"')),
      'cmi5.xml:14 <au id="https://example.com/courses/forklift/basics/intro">: moveOn "Viewed" is not one of Passed, Completed, CompletedAndPassed, CompletedOrPassed, NotApplicable',
    ],
    [
      'a cmi5 AU url outside the package',
      cmi5Files(CMI5_XML.replace('<url>exam/index.html</url>', '<url>../exam/index.html</url>')),
      'cmi5.xml:21 <au id="https://example.com/courses/forklift/exam">: url "../exam/index.html" points outside the package (..)',
    ],
    [
      'duplicate cmi5 ids',
      cmi5Files(CMI5_XML.replace('forklift/exam"', 'forklift/basics"')),
      'cmi5.xml:21 <au id="https://example.com/courses/forklift/basics">: duplicate id "https://example.com/courses/forklift/basics" (also <block id="https://example.com/courses/forklift/basics">)',
    ],
    [
      'a cmi5 id that is no IRI',
      cmi5Files(CMI5_XML.replace('id="https://example.com/courses/forklift/exam"', 'id="exam"')),
      'cmi5.xml:21 <au id="exam">: id "exam" is not an absolute IRI',
    ],
  ])('%s', async (_, files, message) => {
    const found = await problems(files);
    expect(
      found.some((p) => p.startsWith(message)),
      `${message}\nnot in\n${found.join('\n')}`,
    ).toBe(true);
  });

  it('refuses XXE: a DOCTYPE with an external entity is never read', async () => {
    const xxe = SCORM12_MANIFEST.replace(
      '<manifest ',
      '<!DOCTYPE manifest [<!ENTITY xxe SYSTEM "file:///etc/passwd">]>\n<manifest ',
    ).replace('<title>Fire Safety Basics</title>', '<title>&xxe;</title>');
    expect(await problems(scorm12Files(xxe))).toEqual([
      'imsmanifest.xml: a DOCTYPE or entity declaration is not allowed in a manifest (external entities are never read)',
    ]);
    const laughs = CMI5_XML.replace(
      '<courseStructure',
      '<!DOCTYPE c [<!ENTITY a "aaaaaaaaaa"><!ENTITY b "&a;&a;&a;&a;">]>\n<courseStructure',
    );
    expect(await problems(cmi5Files(laughs))).toEqual([
      'cmi5.xml: a DOCTYPE or entity declaration is not allowed in a manifest (external entities are never read)',
    ]);
  });
});
