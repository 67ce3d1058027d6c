import type { Element } from '@xmldom/xmldom';
import { CMI5_LAUNCH_METHODS, CMI5_MOVE_ON, type Cmi5Content } from '@lp/domain';
import { isAbsoluteUrl, resolveInPackage } from './package-paths.ts';
import { childrenOf, describe, firstChild, parseXml, textOf, type ManifestProblems } from './xml.ts';

/** cmi5 1.0's namespace, and the one of the drafts before it, which early tools still write. */
const CMI5 = ['https://w3id.org/xapi/profiles/cmi5/v1/CourseStructure.xsd', 'http://www.adlnet.gov/cmi5/CourseStructure.xsd'];

export interface Cmi5Au extends Omit<Cmi5Content, 'packageId' | 'courseId'> {
  kind: 'au';
  title: string;
}

export interface Cmi5Block {
  kind: 'block';
  id: string;
  title: string;
  children: Cmi5Node[];
}

export type Cmi5Node = Cmi5Au | Cmi5Block;

export interface Cmi5Course {
  kind: 'cmi5';
  courseId: string;
  title: string;
  children: Cmi5Node[];
}

/** An IRI as cmi5 uses them for ids: absolute, with a scheme. */
const IRI = /^[A-Za-z][A-Za-z0-9+.-]*:\S+$/;

/**
 * Reads cmi5.xml (cmi5 §13, the course structure): ids absolute IRIs and unique, every AU
 * with a url that is in the package or absolute, moveOn, launchMethod and masteryScore
 * from their vocabularies.
 */
export function readCmi5Course(bytes: Buffer, files: ReadonlySet<string>, problems: ManifestProblems): Cmi5Course | null {
  const root = parseXml(bytes, problems);
  if (!root) return null;
  if (root.localName !== 'courseStructure' || !CMI5.includes(root.namespaceURI ?? '')) {
    problems.add(root, `the root element must be <courseStructure> in the namespace ${CMI5[0]}`);
    return null;
  }
  const courses = childrenOf(root, CMI5, 'course');
  if (courses.length !== 1) {
    problems.add(root, 'a course structure has exactly one <course>');
    return null;
  }
  const course = courses[0]!;
  const ids = new Map<string, Element>();
  const courseId = idOf(course, ids, problems);
  const title = langstring(course, problems);
  for (const objective of childrenOf(firstChild(root, CMI5, 'objectives') ?? root, CMI5, 'objective')) idOf(objective, ids, problems);
  const children = readNodes(root, ids, files, problems);
  if (children.length === 0) problems.add(root, 'the course has no <au>');
  if (problems.messages.length) return null;
  return { kind: 'cmi5', courseId, title, children };
}

function readNodes(parent: Element, ids: Map<string, Element>, files: ReadonlySet<string>, problems: ManifestProblems): Cmi5Node[] {
  return childrenOf(parent, CMI5, 'block', 'au').map((el): Cmi5Node => {
    const id = idOf(el, ids, problems);
    const title = langstring(el, problems);
    if (el.localName === 'block') {
      const children = readNodes(el, ids, files, problems);
      if (children.length === 0) problems.add(el, 'a block needs at least one <au> or <block>');
      return { kind: 'block', id, title, children };
    }
    return readAu(el, id, title, files, problems);
  });
}

function readAu(el: Element, auId: string, title: string, files: ReadonlySet<string>, problems: ManifestProblems): Cmi5Au {
  const url = textOf(firstChild(el, CMI5, 'url'));
  let launch = '';
  if (!url) problems.add(el, 'an AU needs a <url>');
  else if (isAbsoluteUrl(url)) {
    if (!/^https?:\/\//i.test(url)) problems.add(el, `url "${url}" is neither a path in the package nor an http(s) URL`);
    launch = url;
  } else {
    const ref = resolveInPackage([], url);
    if (typeof ref === 'string') problems.add(el, `url ${ref}`);
    else if (!files.has(ref.file)) problems.add(el, `url "${url}" names ${ref.file}, which is not in the package`);
    else launch = ref.url;
  }
  const moveOn = el.getAttribute('moveOn')?.trim() || 'NotApplicable';
  if (!(CMI5_MOVE_ON as readonly string[]).includes(moveOn))
    problems.add(el, `moveOn "${moveOn}" is not one of ${CMI5_MOVE_ON.join(', ')}`);
  const launchMethod = el.getAttribute('launchMethod')?.trim() || 'AnyWindow';
  if (!(CMI5_LAUNCH_METHODS as readonly string[]).includes(launchMethod)) {
    problems.add(el, `launchMethod "${launchMethod}" is not AnyWindow or OwnWindow`);
  }
  const au: Cmi5Au = {
    kind: 'au',
    auId,
    title,
    launch,
    launchMethod: launchMethod as Cmi5Au['launchMethod'],
    moveOn: moveOn as Cmi5Au['moveOn'],
  };
  const mastery = el.getAttribute('masteryScore')?.trim();
  if (mastery) {
    const n = Number(mastery);
    if (!/^\d*\.?\d+$/.test(mastery) || n > 1) problems.add(el, `masteryScore "${mastery}" is not a decimal from 0 to 1`);
    else au.masteryScore = n;
  }
  const launchParameters = textOf(firstChild(el, CMI5, 'launchParameters'));
  if (launchParameters !== undefined) au.launchParameters = launchParameters;
  const entitlementKey = textOf(firstChild(el, CMI5, 'entitlementKey'));
  if (entitlementKey !== undefined) au.entitlementKey = entitlementKey;
  return au;
}

function idOf(el: Element, ids: Map<string, Element>, problems: ManifestProblems): string {
  const id = el.getAttribute('id')?.trim() ?? '';
  if (!IRI.test(id)) problems.add(el, id ? `id "${id}" is not an absolute IRI` : 'the id attribute is required');
  const earlier = ids.get(id);
  if (id && earlier) problems.add(el, `duplicate id "${id}" (also ${describe(earlier)})`);
  else ids.set(id, el);
  return id;
}

/** A title: `<title><langstring lang="en-US">…</langstring></title>`, the first langstring taken. */
function langstring(el: Element, problems: ManifestProblems): string {
  const title = firstChild(el, CMI5, 'title');
  const text = title && textOf(childrenOf(title, CMI5, 'langstring')[0]);
  if (!text) problems.add(el, 'a <title> with a <langstring> is required');
  return text ?? '';
}
