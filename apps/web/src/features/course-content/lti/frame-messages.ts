import { FrameMessage } from '@lp/contract/lti';

/** Posted by the app's own /lti-tool-callback page, loaded in the tool's frame, to the player around it. */
export const LTI_RETURN = 'lti.return';

/** The tool's return (LTI Core 1.3 §4.4.1): which activity, and the texts the tool sent for the learner. */
export interface ToolReturn {
  subject: typeof LTI_RETURN;
  objectiveId: string;
  activityId: string;
  msg: string | null;
  errormsg: string | null;
}

/** What a tool's frame may tell the player: the return page, or the frame bridge's messages (doc 1 §2). */
export type ToolFrameMessage =
  | ToolReturn
  | { subject: typeof FrameMessage.logout | typeof FrameMessage.relogin }
  | { subject: typeof FrameMessage.navigate; target: string };

const text = (value: unknown, max = 2000) => (typeof value === 'string' && value.trim() ? value.slice(0, max) : null);

/**
 * Reads a message event's data as one of the messages above, or null. The caller has
 * already checked it came from this origin and from its own tool frame; the shape is
 * checked all the same, as the data is whatever that page posted.
 */
export function readFrameMessage(data: unknown): ToolFrameMessage | null {
  if (typeof data !== 'object' || data === null) return null;
  const message = data as Record<string, unknown>;
  switch (message.subject) {
    case LTI_RETURN:
      return {
        subject: LTI_RETURN,
        objectiveId: text(message.objectiveId, 100) ?? '',
        activityId: text(message.activityId, 100) ?? '',
        msg: text(message.msg),
        errormsg: text(message.errormsg),
      };
    case FrameMessage.logout:
    case FrameMessage.relogin:
      return { subject: message.subject };
    case FrameMessage.navigate: {
      const target = text(message.target);
      // A path of this site: one leading slash, not two (`//host` is another site).
      return target && target.startsWith('/') && !target.startsWith('//') && !target.includes('\\') ? { subject: FrameMessage.navigate, target } : null;
    }
    default:
      return null;
  }
}
