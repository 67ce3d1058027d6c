/** Paths of the profile calls (doc 2 §7), free of zod for the web; shapes in schemas/profile.ts. */
import { resolveTimeZone } from '@lp/domain';
import { ApiPrefix } from './paths.ts';

export type { TimeZoneAnswer, TimeZoneBody, UnitListItem } from './schemas/profile.ts';

/** `{id}` is the caller's own id or `me`; any other user's is a 404 (decision 0022). */
export const PROFILE_PATHS = {
  units: (userId: string) => `${ApiPrefix.platform}/users/${userId}/units`,
  timeZone: (userId: string) => `${ApiPrefix.platform}/users/${userId}/timezone`,
} as const;

/** The IANA zone stored for a name from the API, the import or the picker (a Windows name mapped), undefined when unknown. */
export const readTimeZone = (name: string): string | undefined => resolveTimeZone(name);
