import { ZipFile } from 'yazl';

/** Builds a zip in memory with yazl, the way authoring tools deflate their packages. */
export async function zipOf(files: Record<string, string | Buffer>, options: { compress?: boolean } = {}): Promise<Buffer> {
  const zip = new ZipFile();
  for (const [name, content] of Object.entries(files)) {
    zip.addBuffer(typeof content === 'string' ? Buffer.from(content, 'utf8') : content, name, { compress: options.compress ?? true });
  }
  zip.end();
  const chunks: Buffer[] = [];
  for await (const chunk of zip.outputStream as AsyncIterable<Buffer>) chunks.push(chunk);
  return Buffer.concat(chunks);
}

/** Renames an entry in place (local header and central directory): names yazl itself refuses to write. */
export function renameEntry(zip: Buffer, from: string, to: string): Buffer {
  if (Buffer.byteLength(from) !== Buffer.byteLength(to)) throw new Error('same length only');
  const out = Buffer.from(zip);
  const needle = Buffer.from(from);
  for (let at = out.indexOf(needle); at !== -1; at = out.indexOf(needle, at + 1)) Buffer.from(to).copy(out, at);
  return out;
}

/** Makes the zip lie about an entry's inflated size, in the local header and the central directory. */
export function declareSize(zip: Buffer, name: string, size: number): Buffer {
  const out = Buffer.from(zip);
  for (let at = 0; at < out.length - 46; at++) {
    const signature = out.readUInt32LE(at);
    if (signature === 0x04034b50 && out.toString('utf8', at + 30, at + 30 + out.readUInt16LE(at + 26)) === name) {
      out.writeUInt32LE(size, at + 22);
    } else if (signature === 0x02014b50 && out.toString('utf8', at + 46, at + 46 + out.readUInt16LE(at + 28)) === name) {
      out.writeUInt32LE(size, at + 24);
    }
  }
  return out;
}

/** Marks an entry as a Unix symbolic link (made by Unix, mode 0120777). */
export function makeSymlink(zip: Buffer, name: string): Buffer {
  const out = Buffer.from(zip);
  for (let at = 0; at < out.length - 46; at++) {
    if (out.readUInt32LE(at) === 0x02014b50 && out.toString('utf8', at + 46, at + 46 + out.readUInt16LE(at + 28)) === name) {
      out.writeUInt16LE((3 << 8) | 20, at + 4);
      out.writeUInt32LE((0o120777 << 16) >>> 0, at + 38);
    }
  }
  return out;
}

const SCO_HTML = '<!doctype html><html><head><title>SCO</title><script src="scormdriver.js"></script></head><body></body></html>';

/** A SCORM 1.2 manifest as Articulate Storyline and iSpring export it: one organization, one SCO, metadata 1.2. */
export const SCORM12_MANIFEST = `<?xml version="1.0" encoding="utf-8" standalone="no" ?>
<manifest identifier="Fire_Safety_Storyline_ORG" version="1.0"
  xmlns="http://www.imsproject.org/xsd/imscp_rootv1p1p2"
  xmlns:adlcp="http://www.adlnet.org/xsd/adlcp_rootv1p2"
  xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance"
  xsi:schemaLocation="http://www.imsproject.org/xsd/imscp_rootv1p1p2 imscp_rootv1p1p2.xsd http://www.imsglobal.org/xsd/imsmd_rootv1p2p1 imsmd_rootv1p2p1.xsd http://www.adlnet.org/xsd/adlcp_rootv1p2 adlcp_rootv1p2.xsd">
  <metadata>
    <schema>ADL SCORM</schema>
    <schemaversion>1.2</schemaversion>
  </metadata>
  <organizations default="Fire_Safety_ORG">
    <organization identifier="Fire_Safety_ORG">
      <title>Fire Safety Basics</title>
      <item identifier="Fire_Safety_SCO" identifierref="Fire_Safety_RES" isvisible="true" parameters="?lang=en">
        <title>Fire Safety Basics</title>
        <adlcp:masteryscore>80</adlcp:masteryscore>
        <adlcp:maxtimeallowed>00:30:00</adlcp:maxtimeallowed>
        <adlcp:timelimitaction>continue,no message</adlcp:timelimitaction>
        <adlcp:datafromlms>track=A</adlcp:datafromlms>
      </item>
    </organization>
  </organizations>
  <resources>
    <resource identifier="Fire_Safety_RES" type="webcontent" adlcp:scormtype="sco" href="index_lms.html">
      <file href="index_lms.html" />
      <file href="story_content/user.js" />
      <file href="lms/scormdriver.js" />
    </resource>
  </resources>
</manifest>`;

export function scorm12Files(manifest = SCORM12_MANIFEST): Record<string, string> {
  return {
    'imsmanifest.xml': manifest,
    'index_lms.html': SCO_HTML,
    'story_content/user.js': 'function ExecuteScript(strExecuteScriptId) {}',
    'lms/scormdriver.js': 'var API = null;',
    'mobile/poster.jpg': 'not really a jpeg',
  };
}

/** SCORM 2004 4th edition: two modules, three SCOs and an asset, sequencing with a measured objective, xml:base. */
export const SCORM2004_MANIFEST = `<?xml version="1.0" encoding="UTF-8"?>
<manifest identifier="com.example.golf" version="1"
  xmlns="http://www.imsglobal.org/xsd/imscp_v1p1"
  xmlns:adlcp="http://www.adlnet.org/xsd/adlcp_v1p3"
  xmlns:adlseq="http://www.adlnet.org/xsd/adlseq_v1p3"
  xmlns:adlnav="http://www.adlnet.org/xsd/adlnav_v1p3"
  xmlns:imsss="http://www.imsglobal.org/xsd/imsss">
  <metadata>
    <schema>ADL SCORM</schema>
    <schemaversion>2004 4th Edition</schemaversion>
  </metadata>
  <organizations default="golf_org">
    <organization identifier="golf_org" adlseq:objectivesGlobalToSystem="false">
      <title>Golf Explained</title>
      <item identifier="playing" isvisible="true">
        <title>Playing the Game</title>
        <item identifier="playing_sco" identifierref="playing_res">
          <title>How to Play</title>
          <adlcp:completionThreshold completedByMeasure="true" minProgressMeasure="0.75" />
          <imsss:sequencing>
            <imsss:limitConditions attemptAbsoluteDurationLimit="PT1H30M" />
          </imsss:sequencing>
        </item>
        <item identifier="etiquette_sco" identifierref="etiquette_res" parameters="page=2">
          <title>Etiquette</title>
          <adlcp:timeLimitAction>exit,message</adlcp:timeLimitAction>
          <adlcp:dataFromLMS>mode=short</adlcp:dataFromLMS>
        </item>
      </item>
      <item identifier="assessment">
        <title>Assessment</title>
        <item identifier="quiz_sco" identifierref="quiz_res">
          <title>Final Quiz</title>
          <imsss:sequencing>
            <imsss:objectives>
              <imsss:primaryObjective objectiveID="quiz_passed" satisfiedByMeasure="true">
                <imsss:minNormalizedMeasure>0.8</imsss:minNormalizedMeasure>
              </imsss:primaryObjective>
            </imsss:objectives>
          </imsss:sequencing>
        </item>
        <item identifier="glossary" identifierref="glossary_res" isvisible="false">
          <title>Glossary</title>
        </item>
      </item>
      <imsss:sequencing>
        <imsss:controlMode choice="true" flow="true" />
      </imsss:sequencing>
    </organization>
  </organizations>
  <resources xml:base="content/">
    <resource identifier="playing_res" type="webcontent" adlcp:scormType="sco" xml:base="playing/" href="Playing.html">
      <file href="Playing.html" />
      <dependency identifierref="common_res" />
    </resource>
    <resource identifier="etiquette_res" type="webcontent" adlcp:scormType="sco" href="etiquette/Course.html?start=1">
      <file href="etiquette/Course.html" />
      <dependency identifierref="common_res" />
    </resource>
    <resource identifier="quiz_res" type="webcontent" adlcp:scormType="sco" href="assessment/quiz%20one.html">
      <file href="assessment/quiz one.html" />
    </resource>
    <resource identifier="glossary_res" type="webcontent" adlcp:scormType="asset" href="glossary.html">
      <file href="glossary.html" />
    </resource>
    <resource identifier="common_res" type="webcontent" adlcp:scormType="asset">
      <file href="shared/scormfunctions.js" />
    </resource>
  </resources>
</manifest>`;

export function scorm2004Files(manifest = SCORM2004_MANIFEST): Record<string, string> {
  return {
    'imsmanifest.xml': manifest,
    'content/playing/Playing.html': SCO_HTML,
    'content/etiquette/Course.html': SCO_HTML,
    'content/assessment/quiz one.html': SCO_HTML,
    'content/glossary.html': '<p>Glossary</p>',
    'content/shared/scormfunctions.js': 'function ScormProcessInitialize() {}',
  };
}

export const CMI5_XML = `<?xml version="1.0" encoding="utf-8"?>
<courseStructure xmlns="https://w3id.org/xapi/profiles/cmi5/v1/CourseStructure.xsd">
  <course id="https://example.com/courses/forklift">
    <title><langstring lang="en-US">Forklift Operation</langstring><langstring lang="de-DE">Gabelstaplerbetrieb</langstring></title>
    <description><langstring lang="en-US">Drive it safely.</langstring></description>
  </course>
  <objectives>
    <objective id="https://example.com/objectives/safety"><title><langstring lang="en-US">Safety</langstring></title>
      <description><langstring lang="en-US">Safe driving</langstring></description></objective>
  </objectives>
  <block id="https://example.com/courses/forklift/basics">
    <title><langstring lang="en-US">Basics</langstring></title>
    <description><langstring lang="en-US">First steps</langstring></description>
    <au id="https://example.com/courses/forklift/basics/intro" moveOn="Completed" launchMethod="OwnWindow">
      <title><langstring lang="en-US">Introduction</langstring></title>
      <description><langstring lang="en-US">Intro</langstring></description>
      <url>intro/index.html?mode=full</url>
      <launchParameters>{"level":1}</launchParameters>
    </au>
  </block>
  <au id="https://example.com/courses/forklift/exam" moveOn="CompletedAndPassed" masteryScore="0.75">
    <title><langstring lang="en-US">Exam</langstring></title>
    <description><langstring lang="en-US">Exam</langstring></description>
    <url>exam/index.html</url>
    <entitlementKey>forklift-2026</entitlementKey>
  </au>
</courseStructure>`;

export function cmi5Files(xml = CMI5_XML): Record<string, string> {
  return { 'cmi5.xml': xml, 'intro/index.html': SCO_HTML, 'exam/index.html': SCO_HTML, 'exam/app.js': 'void 0;' };
}
