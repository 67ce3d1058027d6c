import { lazy } from 'react';
import { ContentPage } from '../../features/course-content/components/content-page.tsx';
import { CourseEndSubmit, RunNextSteps } from '../../features/course-lifecycle/components/course-end-submit.tsx';
import type { ContentParts } from '../../features/course-content/lib/content-parts.tsx';
import { TocStateBadge } from '../../features/table-of-contents/components/toc-icon.tsx';
import { TocOutline } from '../../features/table-of-contents/components/toc-outline.tsx';
import { TocPanel } from '../../features/table-of-contents/components/toc-panel.tsx';
import { TeamPanel } from '../../features/teams/components/team-panel.tsx';
import { PlayerSwitch } from './player-switch.tsx';

// A course that is one tool is rare: its view is a chunk of its own, as the players are.
const RootLtiView = lazy(() =>
  import('../../features/tool-activities/components/root-lti-view.tsx').then((m) => ({ default: m.RootLtiView })),
);

const parts: ContentParts = {
  TableOfContents: TocPanel,
  Player: PlayerSwitch,
  TeamPanel,
  StateBadge: TocStateBadge,
  RootTool: RootLtiView,
  Outline: TocOutline,
  CourseEnd: CourseEndSubmit,
  NextSteps: RunNextSteps,
};

/**
 * doc 2 §2 the course's content: the content screen of `course-content` with the table of
 * contents, the players, the tools, the teams and the lifecycle's submit and next steps of
 * their own features in it.
 */
export function CourseContentView({ timeZone }: { timeZone?: string | null | undefined }) {
  return <ContentPage timeZone={timeZone} parts={parts} />;
}
