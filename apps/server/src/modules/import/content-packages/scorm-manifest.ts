import type { Element } from '@xmldom/xmldom';
import type { ScormVersion } from '@lp/domain';
import { resolveInPackage, withParameters } from './package-paths.ts';
import { attributeOf, childrenOf, describe, firstChild, parseXml, textOf, XML_NS, type ManifestProblems } from './xml.ts';

const IMSCP = ['http://www.imsproject.org/xsd/imscp_rootv1p1p2', 'http://www.imsglobal.org/xsd/imscp_v1p1'];
const ADLCP = ['http://www.adlnet.org/xsd/adlcp_rootv1p2', 'http://www.adlnet.org/xsd/adlcp_v1p3'];
const IMSSS = ['http://www.imsglobal.org/xsd/imsss'];

/** `schemaversion` as the CAM of each edition writes it. */
const SCHEMA_VERSIONS: Record<string, ScormVersion> = {
  '1.2': '1.2',
  'CAM 1.3': '2004 2nd Edition',
  '2004 3rd Edition': '2004 3rd Edition',
  '2004 4th Edition': '2004 4th Edition',
};

const TIME_LIMIT_ACTIONS = ['exit,message', 'exit,no message', 'continue,message', 'continue,no message'];
/** CMITimespan of SCORM 1.2: HHHH:MM:SS.SS. */
const CMI_TIMESPAN = /^(\d{2,4}):([0-5]\d):([0-5]\d)(\.\d{1,2})?$/;
/** xs:duration as SCORM 2004 writes time intervals (years and months taken as 365 and 30 days). */
const ISO_DURATION = /^P(?!$)(?:(\d+)Y)?(?:(\d+)M)?(?:(\d+)D)?(?:T(?!$)(?:(\d+)H)?(?:(\d+)M)?(?:(\d+(?:\.\d+)?)S)?)?$/;

export interface ScormItem {
  identifier: string;
  title: string;
  children: ScormItem[];
  resourceIdentifier?: string;
  /** The resource's href with xml:base applied and the item's parameters appended. */
  launch?: string;
  scormType?: 'sco' | 'asset';
  isVisible: boolean;
  masteryScore?: number;
  scaledPassingScore?: number;
  completionThreshold?: number;
  dataFromLms?: string;
  maxTimeAllowed?: string;
  maxTimeAllowedSeconds?: number;
  timeLimitAction?: string;
  prerequisites?: string;
}

export interface ScormManifest {
  kind: 'scorm12' | 'scorm2004';
  version: ScormVersion;
  identifier: string;
  title: string;
  organizationIdentifier: string;
  items: ScormItem[];
}

interface Resource {
  element: Element;
  scormType: 'sco' | 'asset';
  launch?: { file: string; url: string };
}

/**
 * Reads imsmanifest.xml by the rules of the SCORM Content Aggregation Model (1.2, 2004 2nd
 * to 4th edition): identifiers unique, references resolved, every launched file in the
 * package, nothing outside it. Answers null with the problems recorded when it breaks one.
 */
export function readScormManifest(bytes: Buffer, files: ReadonlySet<string>, problems: ManifestProblems): ScormManifest | null {
  const root = parseXml(bytes, problems);
  if (!root) return null;
  if (root.localName !== 'manifest' || !IMSCP.includes(root.namespaceURI ?? '')) {
    problems.add(
      root,
      `the root element must be <manifest> in the IMS Content Packaging namespace (found ${root.namespaceURI ?? 'no namespace'})`,
    );
    return null;
  }
  const version = versionOf(root, problems);
  if (!version) return null;
  const is12 = version === '1.2';
  checkIdentifiers(root, problems);
  for (const nested of Array.from(root.getElementsByTagNameNS('*', 'manifest')).slice(0)) {
    if (nested !== root) problems.add(nested as Element, 'sub-manifests (a <manifest> inside the manifest) are not supported');
  }
  const rootBase = root.getAttributeNS(XML_NS, 'base') ?? '';
  const resources = readResources(root, rootBase, files, is12, problems);

  const organizations = firstChild(root, IMSCP, 'organizations');
  const all = organizations ? childrenOf(organizations, IMSCP, 'organization') : [];
  if (!organizations || all.length === 0) {
    problems.add(organizations ?? root, 'no <organization>: a package without one has no course structure to import');
    return null;
  }
  // IDs and IDREFs are compared with their white space collapsed (XML Schema: xs:ID), as the ADL conformance packages test.
  const defaultId = organizations.getAttribute('default')?.trim();
  const organization = defaultId ? all.find((o) => o.getAttribute('identifier')?.trim() === defaultId) : all[0];
  if (!organization) {
    problems.add(organizations, `default="${defaultId}" names no <organization>`);
    return null;
  }
  const title = textOf(firstChild(organization, IMSCP, 'title'));
  if (!title) problems.add(organization, 'an organization needs a <title>');
  const items = childrenOf(organization, IMSCP, 'item').map((item) => readItem(item, resources, is12, problems));
  if (items.length === 0) problems.add(organization, 'the organization has no <item>');
  if (problems.messages.length) return null;
  return {
    kind: is12 ? 'scorm12' : 'scorm2004',
    version,
    identifier: root.getAttribute('identifier')?.trim() ?? '',
    title: title!,
    organizationIdentifier: organization.getAttribute('identifier')?.trim() ?? '',
    items,
  };
}

function versionOf(root: Element, problems: ManifestProblems): ScormVersion | null {
  const metadata = firstChild(root, IMSCP, 'metadata');
  const schemaVersion = textOf(metadata && firstChild(metadata, IMSCP, 'schemaversion'));
  if (schemaVersion === undefined) {
    // Early SCORM 1.2 tools left the metadata out; their adlcp namespace says which edition it is.
    if (root.lookupPrefix(ADLCP[0]!) !== null || root.getAttribute('xmlns:adlcp') === ADLCP[0]) return '1.2';
    problems.add(
      metadata ?? root,
      "no <schemaversion> in the manifest's <metadata>: expected 1.2, CAM 1.3, 2004 3rd Edition or 2004 4th Edition",
    );
    return null;
  }
  const version = SCHEMA_VERSIONS[schemaVersion];
  if (!version) {
    problems.add(
      firstChild(metadata!, IMSCP, 'schemaversion')!,
      `unsupported schema version "${schemaVersion}": expected 1.2, CAM 1.3, 2004 3rd Edition or 2004 4th Edition`,
    );
    return null;
  }
  return version;
}

/** Identifiers are of type xs:ID: unique in the whole manifest. */
function checkIdentifiers(root: Element, problems: ManifestProblems): void {
  const seen = new Map<string, Element>();
  const all = [root, ...Array.from(root.getElementsByTagNameNS('*', '*'))] as Element[];
  for (const el of all) {
    if (!IMSCP.includes(el.namespaceURI ?? '') || !['manifest', 'organization', 'item', 'resource'].includes(el.localName ?? '')) continue;
    const id = el.getAttribute('identifier')?.trim();
    if (!id) {
      problems.add(el, 'the identifier attribute is required');
      continue;
    }
    const earlier = seen.get(id);
    if (earlier)
      problems.add(
        el,
        `duplicate identifier "${id}" (also ${describe(earlier)} on line ${(earlier as unknown as { lineNumber: number }).lineNumber})`,
      );
    else seen.set(id, el);
  }
}

function readResources(
  root: Element,
  rootBase: string,
  files: ReadonlySet<string>,
  is12: boolean,
  problems: ManifestProblems,
): Map<string, Resource> {
  const resources = new Map<string, Resource>();
  const container = firstChild(root, IMSCP, 'resources');
  if (!container) {
    problems.add(root, 'the <resources> element is required');
    return resources;
  }
  const containerBase = container.getAttributeNS(XML_NS, 'base') ?? '';
  const elements = childrenOf(container, IMSCP, 'resource');
  for (const el of elements) {
    const id = el.getAttribute('identifier')?.trim() ?? '';
    const bases = [rootBase, containerBase, el.getAttributeNS(XML_NS, 'base') ?? ''];
    const type = attributeOf(el, ADLCP, 'scormtype', 'scormType')?.toLowerCase();
    if (type !== 'sco' && type !== 'asset') {
      problems.add(
        el,
        `adlcp:${is12 ? 'scormtype' : 'scormType'} must be "sco" or "asset" (found ${type === undefined ? 'none' : `"${type}"`})`,
      );
    }
    const resource: Resource = { element: el, scormType: type === 'sco' ? 'sco' : 'asset' };
    const href = el.getAttribute('href')?.trim();
    if (href) {
      const ref = resolveInPackage(bases, href);
      if (typeof ref === 'string') problems.add(el, `href ${ref}`);
      else if (!files.has(ref.file)) problems.add(el, `href "${href}" names ${ref.file}, which is not in the package`);
      else resource.launch = ref;
    }
    for (const file of childrenOf(el, IMSCP, 'file')) {
      const fileHref = file.getAttribute('href')?.trim();
      if (!fileHref) problems.add(file, 'the href attribute is required');
      else {
        const ref = resolveInPackage(bases, fileHref);
        if (typeof ref === 'string') problems.add(file, `href ${ref}`);
      }
    }
    if (id) resources.set(id, resource);
  }
  for (const el of elements) {
    for (const dependency of childrenOf(el, IMSCP, 'dependency')) {
      const ref = dependency.getAttribute('identifierref')?.trim();
      if (!ref || !resources.has(ref)) problems.add(dependency, `identifierref "${ref ?? ''}" names no <resource>`);
    }
  }
  return resources;
}

function readItem(el: Element, resources: Map<string, Resource>, is12: boolean, problems: ManifestProblems): ScormItem {
  const identifier = el.getAttribute('identifier')?.trim() ?? '';
  const title = textOf(firstChild(el, IMSCP, 'title'));
  if (!title) problems.add(el, 'an item needs a <title>');
  const children = childrenOf(el, IMSCP, 'item').map((child) => readItem(child, resources, is12, problems));
  const item: ScormItem = { identifier, title: title ?? identifier, children, isVisible: el.getAttribute('isvisible')?.trim() !== 'false' };
  const ref = el.getAttribute('identifierref')?.trim();
  if (children.length > 0) {
    if (ref) problems.add(el, 'an item with child items cannot reference a resource (identifierref)');
    return item;
  }
  if (!ref) {
    problems.add(el, 'a leaf item needs an identifierref naming the resource it launches');
    return item;
  }
  const resource = resources.get(ref);
  if (!resource) {
    problems.add(el, `identifierref "${ref}" names no <resource>`);
    return item;
  }
  if (!resource.launch) {
    if (!resource.element.getAttribute('href')) problems.add(el, `its resource "${ref}" has no href to launch`);
    return item;
  }
  item.resourceIdentifier = ref;
  item.scormType = resource.scormType;
  item.launch = withParameters(resource.launch.url, el.getAttribute('parameters') ?? undefined);
  readItemData(el, item, is12, problems);
  return item;
}

/** The ADL extensions of a leaf item, and its sequencing's objective and time limit (2004). */
function readItemData(el: Element, item: ScormItem, is12: boolean, problems: ManifestProblems): void {
  const adl = (name: string) => firstChild(el, ADLCP, name);
  const text = (...names: string[]) => names.map((n) => textOf(adl(n))).find((v) => v !== undefined);
  const dataFromLms = text('datafromlms', 'dataFromLMS');
  if (dataFromLms !== undefined) item.dataFromLms = dataFromLms;
  const action = text('timelimitaction', 'timeLimitAction');
  if (action !== undefined) {
    if (!TIME_LIMIT_ACTIONS.includes(action))
      problems.add(el, `time limit action "${action}" is not one of ${TIME_LIMIT_ACTIONS.join(' | ')}`);
    else item.timeLimitAction = action;
  }
  if (is12) {
    const mastery = text('masteryscore');
    if (mastery !== undefined) {
      const score = Number(mastery);
      if (!/^\d+(\.\d+)?$/.test(mastery) || score > 100) problems.add(el, `adlcp:masteryscore "${mastery}" is not a number from 0 to 100`);
      else item.masteryScore = score;
    }
    const prerequisites = text('prerequisites');
    if (prerequisites !== undefined) item.prerequisites = prerequisites;
  }
  const maxTime = text('maxtimeallowed');
  if (maxTime !== undefined) setMaxTime(item, maxTime, is12, el, problems);
  if (is12) return;

  const threshold = adl('completionThreshold');
  if (threshold) {
    const byMeasure = threshold.getAttribute('completedByMeasure') === 'true';
    const value = threshold.getAttribute('minProgressMeasure') ?? (byMeasure ? '1.0' : textOf(threshold));
    if (value !== undefined && (threshold.hasAttribute('minProgressMeasure') ? byMeasure : true)) {
      const n = Number(value);
      if (!Number.isFinite(n) || n < 0 || n > 1) problems.add(threshold, `completion threshold "${value}" is not a number from 0 to 1`);
      else item.completionThreshold = n;
    }
  }
  const sequencing = firstChild(el, IMSSS, 'sequencing');
  if (!sequencing) return;
  const primary = firstChild(firstChild(sequencing, IMSSS, 'objectives') ?? sequencing, IMSSS, 'primaryObjective');
  if (primary && primary.getAttribute('satisfiedByMeasure') === 'true') {
    const measure = textOf(firstChild(primary, IMSSS, 'minNormalizedMeasure')) ?? '1.0';
    const n = Number(measure);
    if (!Number.isFinite(n) || n < -1 || n > 1) problems.add(primary, `minNormalizedMeasure "${measure}" is not a number from -1 to 1`);
    else item.scaledPassingScore = n;
  }
  const limit = firstChild(sequencing, IMSSS, 'limitConditions')?.getAttribute('attemptAbsoluteDurationLimit');
  if (limit) setMaxTime(item, limit.trim(), false, el, problems);
}

function setMaxTime(item: ScormItem, value: string, is12: boolean, el: Element, problems: ManifestProblems): void {
  const seconds = is12 ? timespanSeconds(value) : durationSeconds(value);
  if (seconds === undefined) {
    problems.add(el, `time limit "${value}" is not ${is12 ? 'a CMITimespan (HHHH:MM:SS.SS)' : 'an ISO 8601 duration (e.g. PT1H30M)'}`);
    return;
  }
  item.maxTimeAllowed = value;
  item.maxTimeAllowedSeconds = seconds;
}

export function timespanSeconds(value: string): number | undefined {
  const m = CMI_TIMESPAN.exec(value);
  return m ? Number(m[1]) * 3600 + Number(m[2]) * 60 + Number(m[3]) + Number(m[4] ?? 0) : undefined;
}

export function durationSeconds(value: string): number | undefined {
  const m = ISO_DURATION.exec(value);
  if (!m) return undefined;
  const [y, mo, d, h, mi, s] = m.slice(1).map((v) => Number(v ?? 0)) as [number, number, number, number, number, number];
  return ((y * 365 + mo * 30 + d) * 24 + h) * 3600 + mi * 60 + s;
}
