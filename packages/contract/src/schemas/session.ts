import { z } from 'zod';
import { IdSchema } from './common.ts';

/**
 * `POST /oidc/logout` from the app (with X-Requested-With) ends the session and answers
 * where the browser goes next: the issuer's end-session page, or the app's root.
 */
export const SignOutAnswerSchema = z.object({
  redirectUrl: z.string().describe("Where the browser goes next: the issuer's end-session page, or the app's root"),
});
export type SignOutAnswer = z.infer<typeof SignOutAnswerSchema>;

/** Impersonation: the user the session now belongs to. */
export const ImpersonationSchema = z.object({ userId: IdSchema });
