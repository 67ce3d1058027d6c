import { scormDataModelOf, type ScormCriteria, type ScormDataModel } from '@lp/domain';

/** What a `scorm` activity's content holds (the package import writes it; issue 34). */
export interface ScormContent {
  packageId: string;
  version: string;
  model: ScormDataModel;
  launch: string;
  criteria: ScormCriteria;
  dataFromLms: string;
  maxTimeAllowed: string;
  timeLimitAction: string;
}

const str = (value: unknown) => (typeof value === 'string' ? value : undefined);
const num = (value: unknown) => (typeof value === 'number' && Number.isFinite(value) ? value : undefined);

/** The activity's SCORM content, or null when it is not a launchable SCO (no package, no launch path). */
export function readScormContent(content: unknown): ScormContent | null {
  if (typeof content !== 'object' || content === null) return null;
  const c = content as Record<string, unknown>;
  const packageId = str(c.packageId);
  const version = str(c.version);
  const launch = str(c.launch);
  if (!packageId || !version || !launch) return null;
  return {
    packageId,
    version,
    model: scormDataModelOf(version),
    launch,
    criteria: {
      masteryScore: num(c.masteryScore),
      scaledPassingScore: num(c.scaledPassingScore),
      completionThreshold: num(c.completionThreshold),
    },
    dataFromLms: str(c.dataFromLms) ?? '',
    maxTimeAllowed: str(c.maxTimeAllowed) ?? '',
    timeLimitAction: str(c.timeLimitAction) ?? '',
  };
}
