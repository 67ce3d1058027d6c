import { lazy } from 'react';
import type { ActivityContentView } from '@lp/contract';
import { ContentType } from '@lp/domain';
import { NotImplemented } from '../../components/not-implemented.tsx';
import { TocItem } from '../../features/table-of-contents/components/toc-item.tsx';
import type { TocEntry } from '../../lib/toc-model.ts';
import { useActivityPosition } from '../../features/players/hooks/use-activity-position.ts';

// Each player is its own chunk, loaded the first time an activity of its kind opens.
const TextPlayer = lazy(() => import('../../features/players/components/text-player.tsx').then((m) => ({ default: m.TextPlayer })));
const PdfViewer = lazy(() => import('../../features/players/components/pdf/pdf-viewer.tsx').then((m) => ({ default: m.PdfViewer })));
const Attachments = lazy(() => import('../../features/players/components/attachments.tsx').then((m) => ({ default: m.Attachments })));
const VideoPlayer = lazy(() => import('../../features/players/components/video-player.tsx').then((m) => ({ default: m.VideoPlayer })));
const EventPlayer = lazy(() => import('../../features/players/components/event-player.tsx').then((m) => ({ default: m.EventPlayer })));
const DiscussionPlayer = lazy(() =>
  import('../../features/players/components/discussion-player.tsx').then((m) => ({ default: m.DiscussionPlayer })),
);
const LtiPlayer = lazy(() => import('../../features/tool-activities/components/lti-player.tsx').then((m) => ({ default: m.LtiPlayer })));
const ScormPlayer = lazy(() => import('../../features/players/components/scorm-player.tsx').then((m) => ({ default: m.ScormPlayer })));
const Cmi5Player = lazy(() => import('../../features/cmi5-player/components/cmi5-player.tsx').then((m) => ({ default: m.Cmi5Player })));
const CompositePlayer = lazy(() =>
  import('../../features/players/components/composite-player.tsx').then((m) => ({ default: m.CompositePlayer })),
);

type Content = NonNullable<ActivityContentView['content']>;

/**
 * The player of an open activity's type, with its PDF document and attachments where it has
 * them: the players' feature draws the content, tool-activities the LTI tool, and a module
 * lists its items as the table of contents does.
 */
export function PlayerSwitch({
  view,
  content,
  entry,
  resume,
}: {
  view: ActivityContentView;
  content: Content;
  entry: TocEntry;
  resume: boolean;
}) {
  const { activity } = view;
  // Where the learner is inside the activity, restored when it opens for them and saved as they go (decision 0076).
  const position = useActivityPosition(entry, resume);
  const attachments = content.attachments?.length ? <Attachments files={content.attachments} /> : null;
  switch (activity.type) {
    case ContentType.text:
      return (
        <>
          <TextPlayer html={content.html} scriptedUrl={content.scriptedUrl} name={activity.name} position={position} />
          {content.document ? <PdfViewer file={content.document} name={activity.name} position={position} /> : null}
          {attachments}
        </>
      );
    case ContentType.video:
      return (
        <>
          <VideoPlayer content={content} name={activity.name} position={position} />
          {attachments}
        </>
      );
    case ContentType.event:
      return (
        <>
          <EventPlayer content={content} />
          {attachments}
        </>
      );
    case ContentType.discussion:
      return <DiscussionPlayer html={content.html} activityId={activity.id} />;
    case ContentType.lti:
      return <LtiPlayer entry={entry} name={activity.name} description={activity.description} />;
    case ContentType.scorm:
      return <ScormPlayer entry={entry} name={activity.name} />;
    case ContentType.cmi5:
      return <Cmi5Player entry={entry} name={activity.name} description={activity.description} />;
    case ContentType.composite:
      return (
        <>
          <CompositePlayer html={content.html} entry={entry} renderItem={(child) => <TocItem entry={child} selected={false} />} />
          {attachments}
        </>
      );
    default:
      return <NotImplemented />;
  }
}
