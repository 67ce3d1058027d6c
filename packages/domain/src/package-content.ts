// What an activity of type `scorm` or `cmi5` holds in `activities.content` (issue 34): the
// import writes it from the package's manifest, the runtime, the LRS and the player read it.
import { Cmi5MoveOn } from './cmi5-move-on.ts';

/** The SCORM editions the import reads (CAM `schemaversion` 1.2, "CAM 1.3", "2004 3rd/4th Edition"). */
export const SCORM_VERSIONS = ['1.2', '2004 2nd Edition', '2004 3rd Edition', '2004 4th Edition'] as const;
export type ScormVersion = (typeof SCORM_VERSIONS)[number];

/** One SCO or asset of a SCORM package, as an activity plays it. */
export interface ScormContent {
  /** content_packages.id: the files are served from the content origin under this package. */
  packageId: string;
  version: ScormVersion;
  /** The `<item identifier>` of the organization; the run-time's `cmi.core.lesson_location` etc. belong to it. */
  itemIdentifier: string;
  resourceIdentifier: string;
  /** Path inside the package with every `xml:base` applied and the item's `parameters` appended (query and fragment as given). */
  launch: string;
  scormType: 'sco' | 'asset';
  /** SCORM 1.2 `adlcp:masteryscore`, 0..100. */
  masteryScore?: number;
  /** SCORM 2004: the primary objective's `minNormalizedMeasure` (-1..1) when it has `satisfiedByMeasure="true"`. */
  scaledPassingScore?: number;
  /** SCORM 2004 `adlcp:completionThreshold` (3rd edition: the element's value; 4th: `minProgressMeasure` when `completedByMeasure`), 0..1. */
  completionThreshold?: number;
  /** `adlcp:datafromlms` / `adlcp:dataFromLMS`: `cmi.launch_data`. */
  dataFromLms?: string;
  /**
   * `cmi.core.max_time_allowed` / `cmi.max_time_allowed` as that version's data model writes it: a CMITimespan
   * (`HHHH:MM:SS.SS`) for 1.2, an ISO 8601 duration for 2004 (`imsss:attemptAbsoluteDurationLimit`, or
   * `adlcp:maxtimeallowed` of an older manifest).
   */
  maxTimeAllowed?: string;
  /** The same limit in seconds. */
  maxTimeAllowedSeconds?: number;
  /** `cmi.core.time_limit_action` / `cmi.time_limit_action`: "exit,message", "continue,no message", … */
  timeLimitAction?: string;
  /** SCORM 1.2 `adlcp:prerequisites` (an AICC script of item identifiers), kept as written. */
  prerequisites?: string;
  /** `isvisible="false"`: the item is not shown in the package's own table of contents. */
  isVisible?: false;
}

export const CMI5_LAUNCH_METHODS = ['AnyWindow', 'OwnWindow'] as const;
/** The moveOn values a cmi5.xml may name (the rule of each: cmi5-move-on.ts). */
export const CMI5_MOVE_ON: readonly Cmi5MoveOn[] = Object.values(Cmi5MoveOn);

/** One assignable unit of a cmi5 course structure. */
export interface Cmi5Content {
  packageId: string;
  /** The course's `id` IRI. */
  courseId: string;
  /** The AU's `id` IRI: the xAPI activity id of its statements. */
  auId: string;
  /** A path inside the package, or an absolute URL when the AU is hosted elsewhere. */
  launch: string;
  launchMethod: (typeof CMI5_LAUNCH_METHODS)[number];
  moveOn: Cmi5MoveOn;
  /** 0..1 (cmi5 §13.1.4). */
  masteryScore?: number;
  launchParameters?: string;
  entitlementKey?: string;
}
