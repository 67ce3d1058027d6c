/** Paths of the resource library calls (doc 1 §3, decision 0041), free of zod for the web; shapes in schemas/libraries.ts. */
import { ApiPrefix } from './paths.ts';

export type { ResourceLibraryView } from './schemas/libraries.ts';

export const LIBRARY_PATHS = {
  resourceLibraries: `${ApiPrefix.platform}/resource-libraries/query`,
} as const;
