import { LANG, type Cmi5Package, type Sco, type Scorm12Package, type Scorm2004Package } from './describe.ts';
import { el, xmlDocument, type XmlElement } from './xml.ts';

const XSI = 'http://www.w3.org/2001/XMLSchema-instance';
/** The resource every SCO depends on: the files the SCOs share (player, styles, images). */
const SHARED = 'shared-assets';

/** The files of each SCO's resource, and of the shared asset resource: every file of the package but the manifest. */
function resources(items: Sco[], files: string[], scoType: Record<string, string>): XmlElement[] {
  const own = new Set(items.flatMap((i) => [i.href, ...i.files]));
  const shared = files.filter((f) => !own.has(f));
  const fileList = (list: string[]) => list.map((href) => el('file', { href }));
  return [
    ...items.map((item) =>
      el('resource', { identifier: `res-${item.identifier}`, type: 'webcontent', ...scoType, href: item.href }, [
        ...fileList([item.href, ...item.files]),
        el('dependency', { identifierref: SHARED }),
      ]),
    ),
    el(
      'resource',
      { identifier: SHARED, type: 'webcontent', ...Object.fromEntries(Object.keys(scoType).map((k) => [k, 'asset'])) },
      fileList(shared),
    ),
  ];
}

/** imsmanifest.xml of a SCORM 1.2 package (IMS CP 1.1.2 with the ADL 1.2 extensions). */
export function scorm12Manifest(pkg: Scorm12Package, files: string[]): string {
  return xmlDocument(
    el(
      'manifest',
      {
        identifier: pkg.identifier,
        version: '1.0',
        xmlns: 'http://www.imsproject.org/xsd/imscp_rootv1p1p2',
        'xmlns:adlcp': 'http://www.adlnet.org/xsd/adlcp_rootv1p2',
        'xmlns:xsi': XSI,
        'xsi:schemaLocation':
          'http://www.imsproject.org/xsd/imscp_rootv1p1p2 imscp_rootv1p1p2.xsd http://www.imsglobal.org/xsd/imsmd_rootv1p2p1 imsmd_rootv1p2p1.xsd http://www.adlnet.org/xsd/adlcp_rootv1p2 adlcp_rootv1p2.xsd',
      },
      [
        el('metadata', {}, [el('schema', {}, 'ADL SCORM'), el('schemaversion', {}, '1.2')]),
        el('organizations', { default: 'org' }, [
          el('organization', { identifier: 'org' }, [
            el('title', {}, pkg.title),
            ...pkg.items.map((item) =>
              el('item', { identifier: `item-${item.identifier}`, identifierref: `res-${item.identifier}`, isvisible: 'true' }, [
                el('title', {}, item.title),
                item.masteryScore !== undefined && el('adlcp:masteryscore', {}, String(item.masteryScore)),
              ]),
            ),
          ]),
        ]),
        el('resources', {}, resources(pkg.items, files, { 'adlcp:scormtype': 'sco' })),
      ],
    ),
  );
}

/** imsmanifest.xml of a SCORM 2004 4th edition package: one organization, flow and choice allowed. */
export function scorm2004Manifest(pkg: Scorm2004Package, files: string[]): string {
  const sequencing = (item: Scorm2004Package['items'][number]) => {
    const objectives = item.passingScore
      ? el('imsss:objectives', {}, [
          el('imsss:primaryObjective', { objectiveID: item.passingScore.objective, satisfiedByMeasure: 'true' }, [
            el('imsss:minNormalizedMeasure', {}, String(item.passingScore.minNormalizedMeasure)),
          ]),
          ...(item.objectives ?? []).map((objectiveID) => el('imsss:objective', { objectiveID })),
        ])
      : undefined;
    return el('imsss:sequencing', {}, [
      objectives,
      // The SCO reports its own completion, and (when it has a passing score) its own success.
      el('imsss:deliveryControls', { completionSetByContent: 'true', objectiveSetByContent: item.passingScore ? 'true' : 'false' }),
    ]);
  };
  return xmlDocument(
    el(
      'manifest',
      {
        identifier: pkg.identifier,
        version: '1',
        xmlns: 'http://www.imsglobal.org/xsd/imscp_v1p1',
        'xmlns:adlcp': 'http://www.adlnet.org/xsd/adlcp_v1p3',
        'xmlns:adlseq': 'http://www.adlnet.org/xsd/adlseq_v1p3',
        'xmlns:adlnav': 'http://www.adlnet.org/xsd/adlnav_v1p3',
        'xmlns:imsss': 'http://www.imsglobal.org/xsd/imsss',
        'xmlns:xsi': XSI,
        'xsi:schemaLocation':
          'http://www.imsglobal.org/xsd/imscp_v1p1 imscp_v1p1.xsd http://www.adlnet.org/xsd/adlcp_v1p3 adlcp_v1p3.xsd http://www.adlnet.org/xsd/adlseq_v1p3 adlseq_v1p3.xsd http://www.adlnet.org/xsd/adlnav_v1p3 adlnav_v1p3.xsd http://www.imsglobal.org/xsd/imsss imsss_v1p0.xsd',
      },
      [
        el('metadata', {}, [el('schema', {}, 'ADL SCORM'), el('schemaversion', {}, '2004 4th Edition')]),
        el('organizations', { default: 'org' }, [
          el('organization', { identifier: 'org', 'adlseq:objectivesGlobalToSystem': 'false' }, [
            el('title', {}, pkg.title),
            ...pkg.items.map((item) =>
              el('item', { identifier: `item-${item.identifier}`, identifierref: `res-${item.identifier}` }, [
                el('title', {}, item.title),
                sequencing(item),
              ]),
            ),
            // The learner may move on with Continue / Back (flow) or pick any item from the menu (choice).
            el('imsss:sequencing', {}, [el('imsss:controlMode', { choice: 'true', flow: 'true' })]),
          ]),
        ]),
        el('resources', {}, resources(pkg.items, files, { 'adlcp:scormType': 'sco' })),
      ],
    ),
  );
}

const langstring = (text: string) => el('langstring', { lang: LANG }, text);

/** cmi5.xml, the course structure of cmi5 (section 13 of the specification). */
export function cmi5CourseStructure(pkg: Cmi5Package): string {
  return xmlDocument(
    el('courseStructure', { xmlns: 'https://w3id.org/xapi/profiles/cmi5/v1/CourseStructure.xsd' }, [
      el('course', { id: pkg.identifier }, [
        el('title', {}, [langstring(pkg.title)]),
        el('description', {}, [langstring(pkg.description)]),
      ]),
      ...pkg.aus.map((au) =>
        el('au', { id: au.id, moveOn: au.moveOn, masteryScore: au.masteryScore, launchMethod: au.launchMethod }, [
          el('title', {}, [langstring(au.title)]),
          el('description', {}, [langstring(au.description)]),
          el('url', {}, au.url),
        ]),
      ),
    ]),
  );
}
