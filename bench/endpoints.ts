import { ApiPrefix } from '@lp/contract';

/** A signed-in learner of the dataset, as the load driver sees one. */
export interface BenchSession {
  /** Value of the session cookie. */
  token: string;
  userId: string;
  externalId: string;
  /** Ids of the learner's courses (objectives), enrolment order: for per-course endpoints. */
  courseIds: string[];
}

export type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/**
 * One endpoint under load. Every request goes out as the next learner in round-robin
 * order, with their session cookie (and the CSRF header on state-changing methods).
 */
export interface Endpoint {
  /** Short name for --endpoint and the report. */
  name: string;
  method?: Method;
  /** The path, or the path for a learner (one of their courses…). */
  path: string | ((session: BenchSession) => string);
  /** JSON body for a learner. */
  body?: (session: BenchSession) => unknown;
  /** What the endpoint answers when it works (default 200); anything else counts as an error. */
  status?: number;
}

/** Add an endpoint here and it is measured: `npm run bench -- --endpoint <name>` picks some. */
export const ENDPOINTS: Endpoint[] = [
  { name: 'me', path: `${ApiPrefix.platform}/users/me` },
  // e.g. once the course lists exist:
  // { name: 'my-courses', path: `${ApiPrefix.lms}/…` },
  // { name: 'course', path: (s) => `${ApiPrefix.lms}/objectives/${s.courseIds[0]}` },
];
