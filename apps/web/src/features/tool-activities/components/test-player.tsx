import type { PresentationMode } from '@lp/domain';
import { WorkflowState } from '@lp/domain';
import { renderWithProviders } from '../../../test/render.tsx';
import { ContentContext, type ContentContextValue } from '../../../lib/content-context.tsx';
import { buildToc } from '../../../lib/toc-model.ts';
import { LtiPlayer } from './lti-player.tsx';
import { treeView, type node } from '../../../test/content-tree.ts';

/** The LTI player of a course's one activity `part`, in the content view of run ow-1 of course obj-1 (the tests' shared setting). */
export function renderLtiPlayer(part: ReturnType<typeof node>, options: { canWork?: boolean } = {}) {
  return renderWithProviders(ltiPlayerElement(part, options));
}

/** The player of one part in its content context: rendered again with the part changed, as a refetched tree does. */
export function ltiPlayerElement(part: ReturnType<typeof node>, { canWork = true }: { canWork?: boolean } = {}) {
  const tree = treeView([part]);
  const entries = buildToc(
    tree.children,
    { courseWorkflowState: WorkflowState.inProgress, accessNewContentAfterCompletion: true },
    new Date(),
  );
  const value: ContentContextValue = {
    objectiveId: 'obj-1',
    objectiveWorkflowId: 'ow-1',
    tree,
    entries,
    presentationMode: 0 as PresentationMode,
    now: new Date(),
    timeZone: 'UTC',
    resultTerms: null,
    isReview: !canWork,
    canWork,
    hrefFor: (axis) => `/courses/obj-1/view/content/${axis}`,
    go: () => {},
    showLocked: () => {},
  };
  return (
    <ContentContext.Provider value={value}>
      <LtiPlayer entry={entries[0]!} name={part.childActivity.name} description="" />
    </ContentContext.Provider>
  );
}
