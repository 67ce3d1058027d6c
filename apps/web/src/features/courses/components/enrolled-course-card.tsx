import type { EnrolledCourse } from '@lp/contract';
import { getCardLink, type WorkflowState } from '@lp/domain';
import { CourseCard } from '../../../components/course-card/course-card.tsx';
import { paths } from '../../../config/paths.ts';
import { openChatWindow } from '../../../lib/chat-window.ts';
import { useChannelUnread } from '../../../lib/api/chat-unread.ts';

/** A card of My courses: the link goes where the run stands (doc 1 §2 Card link). */
export function EnrolledCourseCard({ course, index, gradeColour }: { course: EnrolledCourse; index: number; gradeColour?: string | null }) {
  const { objective, objectiveWorkflowAggregate: aggregate } = course;
  const href = getCardLink({
    objectiveId: objective.id,
    aggregateId: aggregate.id,
    workflowState: aggregate.lastObjectiveWorkflow?.state as WorkflowState | undefined,
  });
  const channelId = objective.announcementChannelId;
  // The live count (decision 0025) once known; the list's own until then.
  const live = useChannelUnread(channelId).data;
  return (
    <CourseCard
      index={index}
      objective={objective}
      href={href}
      personal={{ aggregate, access: course.objectiveAccess }}
      detailsHref={paths.courseDetails.href(objective.id)}
      gradeColour={gradeColour}
      mandatory={course.isMandatory}
      unreadAnnouncements={channelId ? (live ?? course.unreadAnnouncements) : 0}
      onOpenAnnouncements={
        channelId ? () => openChatWindow({ objectiveId: objective.id, announcementChannelId: channelId, expanded: true }) : undefined
      }
    />
  );
}
