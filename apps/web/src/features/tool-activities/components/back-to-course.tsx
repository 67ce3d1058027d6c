import type { MouseEvent } from 'react';
import { ButtonAnchor } from '../../../components/ui/button.tsx';
import { BASENAME, paths } from '../../../config/paths.ts';
import { useT } from '../../../lib/i18n.tsx';
import { LTI_RETURN, type ToolReturn } from '../lib/frame-messages.ts';
import { parentApp } from './tool-callback.tsx';

interface BackToCourseProps {
  objectiveId: string;
  /** The exam's place in the course (its content view); undefined: the course's content. */
  axis?: string | undefined;
  activityId?: string | undefined;
  /** The exam tool's texts, handed on to the course page with the return. */
  message?: Pick<ToolReturn, 'msg' | 'errormsg'> | undefined;
}

/**
 * The way from the proctor route back to the course. The proctor route runs in the frame
 * of the course's player (the proctoring tool's frame, which the tool's Start navigated to
 * the portal), so its parent is usually the course page itself: the click then hands the
 * return to that player, as the LTI return page does (the frame closes, the course is read
 * again, focus moves to the notice) without loading the app anew. Anywhere else — opened
 * top-level, or inside a page of the proctoring tool's own site — it is a link to the course
 * in the top window (`target="_top"`, allowed from a frame on the learner's click).
 */
export function BackToCourse({ objectiveId, axis, activityId, message }: BackToCourseProps) {
  const t = useT();
  const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
    const parent = parentApp();
    if (!parent) return;
    event.preventDefault();
    const back: ToolReturn = {
      subject: LTI_RETURN,
      objectiveId,
      activityId: activityId ?? '',
      msg: message?.msg ?? null,
      errormsg: message?.errormsg ?? null,
    };
    parent.postMessage(back, window.location.origin);
  };
  return (
    <ButtonAnchor href={`${BASENAME}${paths.courseContent.href(objectiveId, axis)}`} target="_top" onClick={onClick}>
      {t.t('proctoring.exam.backToCourse')}
    </ButtonAnchor>
  );
}
