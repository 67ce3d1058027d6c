import { DOMParser, type Element } from '@xmldom/xmldom';

/**
 * The rules of IMS Content Packaging / SCORM and of cmi5's course structure that a schema
 * cannot say, checked on a package's files: what the tests hold the demo's packages to.
 * Each problem names the file and the element.
 */

const isInside = (href: string) => !href.startsWith('/') && !/^[a-z][a-z0-9+.-]*:/i.test(href) && !href.split('/').includes('..');
const pathOf = (href: string) => decodeURIComponent(href.split(/[?#]/)[0]!);

function parse(xml: string, file: string, problems: string[]): Element | null {
  const fail = (message: string) => problems.push(`${file}: not well-formed: ${message}`);
  try {
    const doc = new DOMParser({ onError: (level, message) => level !== 'warning' && fail(message) }).parseFromString(
      xml,
      'application/xml',
    );
    return doc.documentElement;
  } catch (error) {
    fail(error instanceof Error ? error.message : String(error)); // xmldom throws on a fatal error
    return null;
  }
}

const children = (parent: Element, name: string) =>
  Array.from(parent.childNodes).filter((n): n is Element => n.nodeType === 1 && (n as Element).localName === name);
const descendants = (root: Element, ns: string, name: string) => Array.from(root.getElementsByTagNameNS(ns, name));
const attr = (e: Element, name: string) => e.getAttribute(name) ?? '';

export const SCORM_NAMESPACES = {
  '1.2': {
    cp: 'http://www.imsproject.org/xsd/imscp_rootv1p1p2',
    adlcp: 'http://www.adlnet.org/xsd/adlcp_rootv1p2',
    scormType: 'scormtype',
  },
  '2004 4th Edition': {
    cp: 'http://www.imsglobal.org/xsd/imscp_v1p1',
    adlcp: 'http://www.adlnet.org/xsd/adlcp_v1p3',
    scormType: 'scormType',
  },
} as const;

/** imsmanifest.xml against the package's files (paths as in the zip). */
export function scormManifestProblems(xml: string, files: ReadonlySet<string>): string[] {
  const problems: string[] = [];
  const root = parse(xml, 'imsmanifest.xml', problems);
  if (!root || problems.length) return problems;
  const at = (what: string) => `imsmanifest.xml ${what}`;
  const version = root.getElementsByTagName('schemaversion')[0]?.textContent?.trim() ?? '';
  const ns = SCORM_NAMESPACES[version as keyof typeof SCORM_NAMESPACES];
  if (!ns) return [at(`<schemaversion>: "${version}" is neither 1.2 nor 2004 4th Edition`)];
  if (root.localName !== 'manifest' || root.namespaceURI !== ns.cp) problems.push(at(`root: <manifest> in ${ns.cp} expected`));
  if (root.getElementsByTagName('schema')[0]?.textContent?.trim() !== 'ADL SCORM') problems.push(at('<schema>: "ADL SCORM" expected'));

  const seen = new Set<string>();
  for (const e of Array.from(root.getElementsByTagNameNS(ns.cp, '*'))) {
    const id = attr(e, 'identifier');
    if (!e.hasAttribute('identifier')) continue;
    if (!/^[A-Za-z_][\w.-]*$/.test(id)) problems.push(at(`<${e.localName} identifier="${id}">: not an xs:ID`));
    if (seen.has(id)) problems.push(at(`<${e.localName} identifier="${id}">: identifier used twice`));
    seen.add(id);
  }

  const organizations = descendants(root, ns.cp, 'organizations')[0];
  const orgs = organizations ? children(organizations, 'organization') : [];
  if (!orgs.length) problems.push(at('<organizations>: no <organization>'));
  const byDefault = organizations ? attr(organizations, 'default') : '';
  if (byDefault && !orgs.some((o) => attr(o, 'identifier') === byDefault))
    problems.push(at(`<organizations default="${byDefault}">: no such organization`));

  const resources = new Map(descendants(root, ns.cp, 'resource').map((r) => [attr(r, 'identifier'), r]));
  const listed = new Set<string>();
  for (const [id, r] of resources) {
    const type = r.getAttributeNS(ns.adlcp, ns.scormType);
    if (type !== 'sco' && type !== 'asset') problems.push(at(`<resource identifier="${id}">: adlcp:${ns.scormType} must be sco or asset`));
    const hrefs = [r.hasAttribute('href') ? attr(r, 'href') : undefined, ...children(r, 'file').map((f) => attr(f, 'href'))];
    for (const href of hrefs) {
      if (href === undefined) continue;
      if (!isInside(href)) problems.push(at(`<resource identifier="${id}">: "${href}" points outside the package`));
      else if (!files.has(pathOf(href))) problems.push(at(`<resource identifier="${id}">: "${href}" is not in the package`));
      else listed.add(pathOf(href));
    }
    if (type === 'sco' && !r.hasAttribute('href')) problems.push(at(`<resource identifier="${id}">: a SCO needs an href to launch`));
    for (const d of children(r, 'dependency'))
      if (!resources.has(attr(d, 'identifierref')))
        problems.push(at(`<dependency identifierref="${attr(d, 'identifierref')}">: no such resource`));
  }
  for (const file of files)
    if (file !== 'imsmanifest.xml' && !listed.has(file)) problems.push(at(`: "${file}" is in the package but in no resource`));

  const items = descendants(root, ns.cp, 'item');
  if (!items.length) problems.push(at('<organization>: no <item>'));
  for (const item of items) {
    if (!children(item, 'title')[0]?.textContent?.trim()) problems.push(at(`<item identifier="${attr(item, 'identifier')}">: no <title>`));
    if (!item.hasAttribute('identifierref')) continue;
    const ref = attr(item, 'identifierref');
    const target = resources.get(ref);
    if (!target) problems.push(at(`<item identifierref="${ref}">: no such resource`));
    else if (!target.hasAttribute('href')) problems.push(at(`<item identifierref="${ref}">: the resource has nothing to launch`));
  }
  return problems;
}

const CMI5 = 'https://w3id.org/xapi/profiles/cmi5/v1/CourseStructure.xsd';
const MOVE_ON = ['Passed', 'Completed', 'CompletedAndPassed', 'CompletedOrPassed', 'NotApplicable'];

/** cmi5.xml against the package's files (cmi5 section 13, course structure). */
export function cmi5Problems(xml: string, files: ReadonlySet<string>): string[] {
  const problems: string[] = [];
  const root = parse(xml, 'cmi5.xml', problems);
  if (!root || problems.length) return problems;
  const at = (what: string) => `cmi5.xml ${what}`;
  if (root.localName !== 'courseStructure' || root.namespaceURI !== CMI5) problems.push(at(`root: <courseStructure> in ${CMI5} expected`));
  const course = children(root, 'course')[0];
  if (!course) return [...problems, at('<courseStructure>: no <course>')];
  const ids = new Set<string>();
  const checkId = (e: Element) => {
    const id = attr(e, 'id');
    if (!/^[a-z][a-z0-9+.-]*:\S+$/i.test(id)) problems.push(at(`<${e.localName} id="${id}">: an IRI expected`));
    if (ids.has(id)) problems.push(at(`<${e.localName} id="${id}">: id used twice`));
    ids.add(id);
  };
  const langstrings = (e: Element, name: string) => {
    const holder = children(e, name)[0];
    const strings = holder ? children(holder, 'langstring') : [];
    if (!strings.length) problems.push(at(`<${e.localName} id="${attr(e, 'id')}">: no <${name}> with a <langstring>`));
    for (const s of strings)
      if (!attr(s, 'lang') || !s.textContent?.trim()) problems.push(at(`<${e.localName}> <${name}>: a langstring needs lang and text`));
  };
  checkId(course);
  langstrings(course, 'title');
  langstrings(course, 'description');
  const aus = descendants(root, CMI5, 'au');
  if (!aus.length) problems.push(at('<courseStructure>: no <au>'));
  for (const au of aus) {
    checkId(au);
    langstrings(au, 'title');
    langstrings(au, 'description');
    const url = children(au, 'url')[0]?.textContent?.trim() ?? '';
    if (!url) problems.push(at(`<au id="${attr(au, 'id')}">: no <url>`));
    else if (isInside(url) && !files.has(pathOf(url)))
      problems.push(at(`<au id="${attr(au, 'id')}"> <url>: "${url}" is not in the package`));
    if (au.hasAttribute('moveOn') && !MOVE_ON.includes(attr(au, 'moveOn')))
      problems.push(at(`<au id="${attr(au, 'id')}">: moveOn "${attr(au, 'moveOn')}"`));
    const mastery = au.hasAttribute('masteryScore') ? Number(attr(au, 'masteryScore')) : 0;
    if (!(mastery >= 0 && mastery <= 1)) problems.push(at(`<au id="${attr(au, 'id')}">: masteryScore must be between 0 and 1`));
    if (au.hasAttribute('launchMethod') && !['AnyWindow', 'OwnWindow'].includes(attr(au, 'launchMethod')))
      problems.push(at(`<au id="${attr(au, 'id')}">: launchMethod "${attr(au, 'launchMethod')}"`));
  }
  return problems;
}
