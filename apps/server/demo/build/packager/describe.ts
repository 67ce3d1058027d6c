/**
 * What a demo package is, as the packager reads it: the folder of content written for it
 * (apps/server/demo/packages/<source>/) and what its manifest says about that content.
 */
interface PackageBase {
  /** The zip's name: packages/dist/<name>.zip. */
  name: string;
  /** The content's folder under apps/server/demo/packages/. */
  source: string;
  /** The manifest's identifier (SCORM) or the course's IRI (cmi5). */
  identifier: string;
  title: string;
  description: string;
}

export interface Sco {
  identifier: string;
  title: string;
  /** The page the LMS launches, relative to the package root. */
  href: string;
  /** Files only this SCO uses, besides its page; everything else goes in the shared asset resource. */
  files: string[];
}

export interface Scorm12Package extends PackageBase {
  standard: 'scorm12';
  /** adlcp:masteryscore, 0–100: the SCO compares cmi.student_data.mastery_score with its score. */
  items: (Sco & { masteryScore?: number })[];
}

export interface Scorm2004Package extends PackageBase {
  standard: 'scorm2004';
  items: (Sco & {
    /** The primary objective, satisfied by measure at this scaled score (imsss:minNormalizedMeasure). */
    passingScore?: { objective: string; minNormalizedMeasure: number };
    /** Further objectives the SCO reports (cmi.objectives.n.id). */
    objectives?: string[];
  })[];
}

export interface Cmi5Package extends PackageBase {
  standard: 'cmi5';
  aus: {
    id: string;
    title: string;
    description: string;
    url: string;
    moveOn: 'Passed' | 'Completed' | 'CompletedAndPassed' | 'CompletedOrPassed' | 'NotApplicable';
    masteryScore?: number;
    launchMethod: 'AnyWindow' | 'OwnWindow';
    /** TypeScript entry points the packager bundles (with @xapi/cmi5) into the .js of the same name. */
    bundles: string[];
  }[];
}

export type PackageDescription = Scorm12Package | Scorm2004Package | Cmi5Package;

/** The language of every title and description of the demo's packages. */
export const LANG = 'en-US';
