/**
 * What an LMS takes from an ADL test package's `imsmanifest.xml` to launch one of its
 * SCOs (SCORM 2004 4th Ed. RTE §4.2 and CAM §3.4): the item's `act` launch parameter,
 * which names the test case activity, and the values that initialise the run-time data
 * model — `adlcp:dataFromLMS` → `cmi.launch_data`, `adlcp:completionThreshold` →
 * `cmi.completion_threshold`, `adlcp:timeLimitAction` → `cmi.time_limit_action`,
 * `imsss:attemptAbsoluteDurationLimit` → `cmi.max_time_allowed`, the primary objective's
 * `imsss:minNormalizedMeasure` (when satisfied by measure) → `cmi.scaled_passing_score`,
 * the objective identifiers → `cmi.objectives.n.id`, and the `adlcp:data` maps → `adl.data`.
 */
import { DOMParser, type Element } from '@xmldom/xmldom';

const IMSCP = 'http://www.imsglobal.org/xsd/imscp_v1p1';
const ADLCP = 'http://www.adlnet.org/xsd/adlcp_v1p3';
const IMSSS = 'http://www.imsglobal.org/xsd/imsss';

export type SharedDataMap = { targetID: string; readSharedData: boolean; writeSharedData: boolean };

export type ActivityLaunch = {
  /** The package's folder name without `LMSTestPackage_` (set by the runner). */
  packageName?: string;
  /** The item's identifier in the manifest. */
  itemId: string;
  title: string;
  /** The resource's href (with xml:base), for a target that serves the package. */
  href: string;
  /** `tc` of the item's parameters (`?tc=DMI&act=1`): the test case (DDMa and DDMb share DDM). */
  testCase: string;
  /** `act` of the item's parameters: the test case's `Act1`. */
  activity: string;
  launchData?: string;
  completionThreshold?: string;
  scaledPassingScore?: string;
  timeLimitAction?: string;
  maxTimeAllowed?: string;
  objectiveIds: string[];
  sharedData: SharedDataMap[];
  /** The organization's `adlcp:sharedDataGlobalToSystem` (default true): false scopes the
   * adl.data stores to the learner's attempt on this course. */
  sharedDataGlobalToSystem: boolean;
};

export function readManifest(xml: string): ActivityLaunch[] {
  const doc = new DOMParser().parseFromString(xml, 'text/xml');
  const resources = new Map<string, string>();
  for (const resource of elements(doc.documentElement!, IMSCP, 'resource')) {
    const base = resource.getAttributeNS('http://www.w3.org/XML/1998/namespace', 'base') ?? '';
    resources.set(resource.getAttribute('identifier') ?? '', base + (resource.getAttribute('href') ?? ''));
  }
  const collection = new Map<string, Element>();
  for (const sequencing of elements(doc.documentElement!, IMSSS, 'sequencing')) {
    const id = sequencing.getAttribute('ID');
    if (id) collection.set(id, sequencing);
  }
  const launches: ActivityLaunch[] = [];
  const globalOrganizations = new Set(
    elements(doc.documentElement!, IMSCP, 'organization')
      .filter((organization) => organization.getAttributeNS(ADLCP, 'sharedDataGlobalToSystem') !== 'false')
      .map((organization) => organization.getAttribute('identifier')),
  );
  for (const item of elements(doc.documentElement!, IMSCP, 'item')) {
    const parameters = item.getAttribute('parameters') ?? '';
    const testCase = /[?&]tc=([^&]+)/.exec(parameters)?.[1];
    const act = /[?&]act=([^&]+)/.exec(parameters)?.[1];
    if (!act || !testCase) continue;
    launches.push({
      ...readItem(item, testCase, act, resources, collection),
      sharedDataGlobalToSystem: globalOrganizations.has(organizationOf(item)),
    });
  }
  return launches;
}

function organizationOf(item: Element): string | null {
  let node: Element | null = item;
  while (node && !(node.localName === 'organization' && node.namespaceURI === IMSCP)) node = node.parentNode as Element | null;
  return node?.getAttribute('identifier') ?? null;
}

function readItem(
  item: Element,
  testCase: string,
  act: string,
  resources: Map<string, string>,
  collection: Map<string, Element>,
): Omit<ActivityLaunch, 'sharedDataGlobalToSystem'> {
  const launch: Omit<ActivityLaunch, 'sharedDataGlobalToSystem'> = {
    itemId: item.getAttribute('identifier') ?? '',
    title: text(child(item, IMSCP, 'title')) ?? '',
    href: resources.get(item.getAttribute('identifierref') ?? '') ?? '',
    testCase,
    activity: act,
    objectiveIds: [],
    sharedData: [],
  };
  const launchData = text(child(item, ADLCP, 'dataFromLMS'));
  if (launchData !== undefined) launch.launchData = launchData;
  const timeLimitAction = text(child(item, ADLCP, 'timeLimitAction'));
  if (timeLimitAction !== undefined) launch.timeLimitAction = timeLimitAction;
  const threshold = child(item, ADLCP, 'completionThreshold');
  if (threshold && threshold.getAttribute('completedByMeasure') === 'true') {
    launch.completionThreshold = threshold.getAttribute('minProgressMeasure') || '1.0';
  }
  for (const map of elements(item, ADLCP, 'map').filter((map) => map.parentNode?.parentNode === item)) {
    launch.sharedData.push({
      targetID: map.getAttribute('targetID') ?? '',
      readSharedData: map.getAttribute('readSharedData') !== 'false',
      writeSharedData: map.getAttribute('writeSharedData') !== 'false',
    });
  }
  const own = child(item, IMSSS, 'sequencing');
  const shared = own?.getAttribute('IDRef') ? collection.get(own.getAttribute('IDRef')!) : undefined;
  // The item's own sequencing wins over the collection's, element by element (CAM 5.1.1).
  const pick = (name: string) => (own && child(own, IMSSS, name)) ?? (shared && child(shared, IMSSS, name));
  const limit = pick('limitConditions')?.getAttribute('attemptAbsoluteDurationLimit');
  if (limit) launch.maxTimeAllowed = limit;
  const objectives = pick('objectives');
  if (objectives) {
    const primary = child(objectives, IMSSS, 'primaryObjective');
    if (primary?.getAttribute('satisfiedByMeasure') === 'true') {
      launch.scaledPassingScore = text(child(primary, IMSSS, 'minNormalizedMeasure')) ?? '1.0';
    }
    for (const objective of [primary, ...elements(objectives, IMSSS, 'objective')]) {
      const id = objectiveId(objective?.getAttribute('objectiveID'));
      if (id) launch.objectiveIds.push(id);
    }
  }
  return launch;
}

/**
 * objectiveID is an xs:anyURI: surrounding whitespace is dropped, and ADL's OB-12a expects
 * the LMS to hold `" ob%20j%201     "` as the objective "ob j 1" (percent-decoded).
 */
export function objectiveId(raw: string | null | undefined): string | undefined {
  const trimmed = raw?.trim();
  if (!trimmed) return undefined;
  try {
    return decodeURIComponent(trimmed);
  } catch {
    return trimmed;
  }
}

function elements(root: Element, ns: string, name: string): Element[] {
  return Array.from(root.getElementsByTagNameNS(ns, name));
}

function child(parent: Element, ns: string, name: string): Element | undefined {
  for (let node = parent.firstChild; node; node = node.nextSibling) {
    const element = node as Element;
    if (element.nodeType === 1 && element.namespaceURI === ns && element.localName === name) return element;
  }
  return undefined;
}

function text(element: Element | undefined): string | undefined {
  return element ? (element.textContent ?? '').trim() : undefined;
}
