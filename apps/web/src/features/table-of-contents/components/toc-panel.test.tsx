import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import type { ActivityTreeView } from '@lp/contract';
import { ContentState, ContentType, GradeRevealPolicy, WorkflowState } from '@lp/domain';
import type { ResultTerms } from '../../../lib/activity-result.ts';
import { renderWithProviders } from '../../../test/render.tsx';
import { ContentContext } from '../../../lib/content-context.tsx';
import { testContentContext } from '../../../test/content-context.ts';
import { node, treeView } from '../../../test/content-tree.ts';
import { TocPanel } from './toc-panel.tsx';

const now = new Date('2025-06-10T12:00:00Z');

const tree = treeView([
  node('m1', {
    name: 'Before you begin',
    workflow: WorkflowState.inProgress,
    children: [
      node('passed', { name: 'The role of a fire warden', workflow: WorkflowState.finished, passed: true }),
      node('unknown', { name: 'Evacuation walk-through', workflow: WorkflowState.finished }),
      node('failed', { name: 'Drill readiness quiz', type: ContentType.lti, workflow: WorkflowState.finished, passed: false }),
    ],
  }),
  node('draft', { name: 'Lithium batteries', state: ContentState.draft }),
  node('locked', { name: 'Live drill briefing', constraint: { startFrom: '2025-06-13T12:00:00Z' } }),
  node('optional', { name: 'Further reading', optional: true }),
  node('empty', { name: 'Drill log template' }),
  node('proctored', { name: 'Final exam', type: ContentType.lti, proctored: true }),
]);

function renderToc(
  selectedAxis = 'm1/passed',
  { shown = tree, resultTerms = null }: { shown?: ActivityTreeView; resultTerms?: ResultTerms | null } = {},
) {
  const showLocked = vi.fn();
  const value = testContentContext(shown, now, { resultTerms, go: vi.fn(), showLocked });
  renderWithProviders(
    <ContentContext.Provider value={value}>
      <TocPanel selectedAxis={selectedAxis} />
    </ContentContext.Provider>,
  );
  return { showLocked, nav: screen.getByRole('navigation', { name: 'Course contents' }) };
}

afterEach(cleanup);

describe('the table of contents (doc 2 §4 item display)', () => {
  it.each([
    ['completed and passed: green check', 'link', 'The role of a fire warden (Completed)', 'passed', null],
    ['completed with the result unknown: green check', 'link', 'Evacuation walk-through (Completed)', 'passed', null],
    [
      'completed and failed: warning, below passing score',
      'link',
      'Drill readiness quiz (Completed, below passing score)',
      'failed',
      'Below passing score',
    ],
    ['draft: clock, greyed, coming soon', 'button', 'Lithium batteries (Coming soon)', 'draft', 'Coming soon'],
    ['locked: greyed, no icon', 'button', 'Live drill briefing (Locked)', 'locked', null],
    ['optional: dashed circle', 'link', 'Further reading (Optional)', 'optional', 'Optional'],
    ['otherwise: an empty circle', 'link', 'Drill log template (Not completed)', 'empty', null],
    ['proctored LTI: proctored tooltip', 'link', 'Final exam (Not completed, Proctored)', 'empty', 'Proctored'],
  ] as const)('%s', (_case, role, name, icon, tooltip) => {
    const { nav } = renderToc();
    const item = within(nav).getByRole(role, { name });
    const iconBox = item.firstElementChild as HTMLElement;
    expect(iconBox.className).toContain(icon);
    expect(iconBox.getAttribute('title')).toBe(tooltip);
    // Locked items have no icon at all; every other state draws one.
    expect(iconBox.querySelector('svg') === null).toBe(icon === 'locked');
    // The tooltip is also visible text for keyboard focus, hidden from screen readers.
    const tip = item.querySelector('[aria-hidden="true"]:not(svg)');
    expect(tip?.textContent ?? null).toBe(tooltip);
  });

  it('marks the selected item with aria-current and nothing else', () => {
    const { nav } = renderToc('m1/unknown');
    const current = nav.querySelectorAll('[aria-current]');
    expect(current).toHaveLength(1);
    expect(current[0]?.textContent).toContain('Evacuation walk-through');
    expect(within(nav).getByRole('link', { name: 'Evacuation walk-through (Completed)' }).getAttribute('href')).toBe(
      '/learn/courses/obj-1/view/content/m1/unknown',
    );
  });

  it('opens and closes a module with its disclosure button', () => {
    const { nav } = renderToc();
    const toggle = within(nav).getByRole('button', { name: 'Activities of Before you begin' });
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    fireEvent.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    expect(within(nav).queryByRole('link', { name: /The role of a fire warden/ })).toBeNull();
    fireEvent.click(toggle);
    expect(within(nav).getByRole('link', { name: /The role of a fire warden/ })).toBeTruthy();
  });

  it('opens the Item Locked popup for a locked item instead of navigating', () => {
    const { nav, showLocked } = renderToc();
    fireEvent.click(within(nav).getByRole('button', { name: 'Live drill briefing (Locked)' }));
    expect(showLocked).toHaveBeenCalledWith(
      expect.objectContaining({ name: 'Live drill briefing', lock: { reason: 'beforeStartFrom', date: '2025-06-13T12:00:00Z' } }),
    );
  });

  it('collapses the whole panel with a button', () => {
    renderToc();
    const collapse = screen.getByRole('button', { name: 'Hide course contents' });
    expect(collapse.getAttribute('aria-expanded')).toBe('true');
    fireEvent.click(collapse);
    expect(screen.getByRole('button', { name: 'Show course contents' }).getAttribute('aria-expanded')).toBe('false');
    expect(screen.queryByRole('navigation', { name: 'Course contents' })).toBeNull();
  });
});

describe('the results of tool activities in the table of contents (issue 33 item 4)', () => {
  const scored = treeView([
    node('quiz', {
      name: 'Tool quiz',
      type: ContentType.lti,
      workflow: WorkflowState.finished,
      passed: true,
      normalizedScore: 0.8,
      maxScore: 10,
    }),
    node('hidden', { name: 'Hidden quiz', type: ContentType.lti, workflow: WorkflowState.finished, passed: null, normalizedScore: null }),
    node('essay', { name: 'Graded essay', type: ContentType.lti, workflow: WorkflowState.submitted }),
    node('reading', { name: 'Reading', workflow: WorkflowState.finished, passed: true, normalizedScore: 1 }),
  ]);

  it('shows the score under the name, read after the state', () => {
    const { nav } = renderToc('quiz', { shown: scored, resultTerms: { gradeRevealPolicy: GradeRevealPolicy.None, gradeRevealDate: null } });
    const link = within(nav).getByRole('link', { name: /^Tool quiz \(/ });
    expect(link.textContent).toContain('Score: 8 of 10 (80%)');
    expect(within(nav).getByRole('link', { name: /^Graded essay \(/ }).textContent).toContain('Score after grading');
    // A text marked complete has no score line.
    expect(within(nav).getByRole('link', { name: /^Reading \(/ }).textContent).not.toContain('Score');
  });

  it('says the date of a withheld score, never a value', () => {
    const { nav } = renderToc('quiz', {
      shown: scored,
      resultTerms: { gradeRevealPolicy: GradeRevealPolicy.AfterDate, gradeRevealDate: '2025-07-01T09:00:00Z' },
    });
    const hidden = within(nav).getByRole('link', { name: /^Hidden quiz \(/ });
    expect(hidden.textContent).toContain('Score on Jul 1, 2025');
    expect(hidden.textContent).not.toMatch(/%/);
  });
});
