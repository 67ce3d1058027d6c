import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, render } from '@testing-library/react';
import { WorkflowState } from '@lp/domain';
import { ContentContext, type ContentContextValue } from '../../../lib/content-context.tsx';
import type { TocEntry } from '../../../lib/toc-model.ts';
import { useActivityPosition, type ActivityPosition } from './use-activity-position.ts';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const savedAt = '2026-12-01T10:00:00.000Z';
const entryWith = (state: WorkflowState, id = 'aw-1'): TocEntry =>
  ({
    node: {
      id: 'part-1',
      childActivity: {
        activityWorkflowAggregate: {
          lastActivityWorkflow: {
            id,
            state,
            progress: 0,
            started: savedAt,
            submitted: null,
            finished: null,
            position: { savedAt, page: 3 },
          },
        },
      },
    },
  }) as unknown as TocEntry;

function renderPosition(entry: TocEntry, restore = true) {
  const fetch = vi.fn(() => Promise.resolve(new Response('{}', { status: 200, headers: { 'Content-Type': 'application/json' } })));
  vi.stubGlobal('fetch', fetch);
  const context = { objectiveWorkflowId: 'ow-1', canWork: true } as ContentContextValue;
  let position: ActivityPosition | undefined;
  function Probe() {
    position = useActivityPosition(entry, restore);
    return null;
  }
  render(
    <ContentContext.Provider value={context}>
      <Probe />
    </ContentContext.Provider>,
  );
  return { fetch, position: () => position! };
}

describe('useActivityPosition (decision 0076)', () => {
  it('hands the saved position to restore, saves at once, and sends the pending one with keepalive when the page is left', () => {
    const { fetch, position } = renderPosition(entryWith(WorkflowState.inProgress));
    expect(position().saved).toMatchObject({ page: 3 });
    act(() => position().report({ page: 4, pageCount: 5 }));
    act(() => position().report({ page: 5, pageCount: 5 }));
    expect(fetch).toHaveBeenCalledTimes(1);
    act(() => void window.dispatchEvent(new Event('pagehide')));
    expect(fetch).toHaveBeenCalledTimes(2);
    const [url, init] = fetch.mock.calls[1] as unknown as [string, RequestInit];
    expect(url).toBe('/api/lms/v1/users/me/objective-workflows/ow-1/activity-workflows/aw-1');
    expect(init).toMatchObject({ method: 'PUT', keepalive: true });
    expect(JSON.parse(init.body as string)).toMatchObject({ data: { position: { page: 5, pageCount: 5 } } });
  });

  it('only restores a finished activity, and restores nothing where it is not asked to', () => {
    const finished = renderPosition(entryWith(WorkflowState.finished, 'aw-2'));
    act(() => finished.position().report({ page: 4 }));
    expect(finished.fetch).not.toHaveBeenCalled();
    expect(finished.position().saved).toMatchObject({ page: 3 });
    cleanup();
    expect(renderPosition(entryWith(WorkflowState.inProgress, 'aw-3'), false).position().saved).toBeNull();
  });
});
