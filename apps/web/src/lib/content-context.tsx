import { createContext, useContext } from 'react';
import type { ActivityTreeView } from '@lp/contract';
import type { PresentationMode } from '@lp/domain';
import type { ResultTerms } from './activity-result.ts';
import type { TocEntry } from './toc-model.ts';

/** What every part of the content screen needs to know about the run on screen. */
export interface ContentContextValue {
  objectiveId: string;
  objectiveWorkflowId: string;
  tree: ActivityTreeView;
  entries: TocEntry[];
  presentationMode: PresentationMode;
  /** The clock the rules read: moved on at each refresh of the tree (doc 2 §4). */
  now: Date;
  /** The learner's own time zone, for dates they read (undefined: the browser's). */
  timeZone: string | undefined;
  /** The enrolment's reveal terms (null until the details are in): when a withheld score is shown. */
  resultTerms: ResultTerms | null;
  /** A finished run opened for review: nothing is started or finished. */
  isReview: boolean;
  /** The run is in progress: activities are started on opening and can be marked complete. */
  canWork: boolean;
  hrefFor: (axis: string) => string;
  go: (axis: string, options?: { replace?: boolean }) => void;
  /** Shows the "Item Locked" popup for a locked entry. */
  showLocked: (entry: TocEntry) => void;
  /** The link clicked in the table of contents closes the narrow-screen drawer. */
  onNavigate?: () => void;
}

export const ContentContext = createContext<ContentContextValue | null>(null);

export function useContent(): ContentContextValue {
  const value = useContext(ContentContext);
  if (!value) throw new Error('ContentContext is missing');
  return value;
}
