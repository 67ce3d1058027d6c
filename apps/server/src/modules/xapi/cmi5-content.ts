import { z } from 'zod';
import { Cmi5LaunchMethod, Cmi5MoveOn } from '@lp/domain';

/**
 * A cmi5 activity's `content` as the package import writes it (issue 34): the package, the
 * course and AU ids of cmi5.xml, the AU's launch URL (a path inside the package or an
 * absolute URL) and what cmi5.xml says of it. Read with a schema: a row that does not fit
 * is a 400 at launch, never a 500.
 */
export const Cmi5ContentSchema = z.object({
  packageId: z.guid(),
  courseId: z.string().min(1).max(2000),
  auId: z.string().min(1).max(2000),
  launch: z.string().min(1).max(2000),
  launchMethod: z.enum(Cmi5LaunchMethod),
  moveOn: z.enum(Cmi5MoveOn),
  masteryScore: z.number().min(0).max(1).optional(),
  launchParameters: z.string().max(10_000).optional(),
  entitlementKey: z.string().max(2000).optional(),
});
export type Cmi5Content = z.infer<typeof Cmi5ContentSchema>;
