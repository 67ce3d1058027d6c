import type { WalletCertificate } from '@lp/contract/wallet';
import type { Queryable } from '../../db/client.ts';
import { actionsFor } from '../../data/course-actions.ts';
import { loadCourseStatesOfObjectives } from '../../data/course-states.ts';
import { queryCertificates } from './certificate-repository.ts';

/** Issue 13 wallet: every certificate of the learner (certificate-records/query without a filter) and whether its course offers a retake. Two queries whatever the count. */
export async function queryWallet(
  db: Queryable,
  tenantId: string,
  userId: string,
  featureFlags: Record<string, boolean>,
  now: Date,
): Promise<WalletCertificate[]> {
  const certificates = await queryCertificates(db, tenantId, userId, {}, now);
  if (certificates.length === 0) return [];
  const objectiveIds = [...new Set(certificates.map((c) => c.objectiveId))];
  // "Start again" on each course's details page right now: the lifecycle's own rule on its own facts (doc 2 §4).
  const courses = await loadCourseStatesOfObjectives(db, tenantId, userId, objectiveIds);
  const offered = new Map(courses.map((course) => [course.a_objective_id, actionsFor(course, featureFlags, now).retake]));
  return certificates.map((c) => ({ ...c, retakeOffered: offered.get(c.objectiveId) ?? false }));
}
