import { createContext, useContext, type ComponentType, type ReactNode } from 'react';
import type { ActivityContentView, ActivityTreeView, CourseDetails } from '@lp/contract';
import type { ActivityTeamView } from '@lp/contract/teams';
import type { TocItemState } from '@lp/domain';
import type { Lock, TocEntry } from '../../../lib/toc-model.ts';

/**
 * The pieces of the content screen that other features draw (table of contents, players,
 * teams, tools). The screen lays them out; `app/course/course-content-view.tsx` hands them
 * in, as a feature never imports another (docs/architecture.md "Boundaries").
 */
export interface ContentParts {
  /** The table of contents beside the main view (doc 2 §4). */
  TableOfContents: ComponentType<{ selectedAxis: string }>;
  /** The player of an open activity's type; `resume`: it opens where the learner was (decision 0076). */
  Player: ComponentType<{
    view: ActivityContentView;
    content: NonNullable<ActivityContentView['content']>;
    entry: TocEntry;
    resume: boolean;
  }>;
  /** The team of a team activity (decision 0020); `version` changes when the learner's own work moves on. */
  TeamPanel: ComponentType<{ objectiveWorkflowId: string; activityPathId: string; team: ActivityTeamView; version: number | null }>;
  /** An item's state, as the table of contents shows it, on a tile. */
  StateBadge: ComponentType<{ state: TocItemState; className?: string }>;
  /** A course that is one tool: the tool in place of the table of contents; `notice` is the review notice, if any. */
  RootTool: ComponentType<{ tree: ActivityTreeView; details: CourseDetails | undefined; isReview: boolean; notice: ReactNode }>;
  /** A course not started: its table of contents, read-only, with durations and the locks that will apply. */
  Outline: ComponentType<{ entries: readonly TocEntry[]; describeLock: (lock: Lock) => string }>;
  /** After the last activity of a run in progress: the call to submit the course once every required activity is done (issue 33). */
  CourseEnd: ComponentType<{ objectiveId: string; tree: ActivityTreeView }>;
  /** Above the content of a handed-in run: what happens next (issue 33). */
  NextSteps: ComponentType<{ objectiveId: string }>;
}

export const ContentPartsContext = createContext<ContentParts | null>(null);

export function useContentParts(): ContentParts {
  const value = useContext(ContentPartsContext);
  if (!value) throw new Error('ContentPartsContext is missing');
  return value;
}
