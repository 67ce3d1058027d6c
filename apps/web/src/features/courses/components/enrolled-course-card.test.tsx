import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, within } from '@testing-library/react';
import { PLACEHOLDER_COLOURS } from '@lp/domain';
import { renderWithProviders } from '../../../test/render.tsx';
import { enrolledCourse, record, workflow } from '../../../test/course-fixtures.ts';
import { OPEN_CHAT_EVENT } from '../../../lib/chat-window.ts';
import { EnrolledCourseCard } from './enrolled-course-card.tsx';

afterEach(cleanup);

const footerOf = (container: HTMLElement) => container.querySelector('[data-footer]');

describe('course card footer (doc 1 §4 Card footer)', () => {
  it.each([
    [
      'not started with an availability date',
      enrolledCourse({ access: { availabilityDate: '2030-05-01T00:00:00Z', dueDate: '2030-06-01T00:00:00Z' } }),
      'availableFrom',
      /^Available from May 1, 2030$/,
    ],
    ['not started with only a due date', enrolledCourse({ access: { dueDate: '2030-06-01T00:00:00Z' } }), 'due', /^Due Jun 1, 2030$/],
    ['not started, no dates', enrolledCourse(), 'notStarted', /^Not started$/],
    [
      'in grading',
      enrolledCourse({ aggregate: { lastObjectiveWorkflow: workflow({ state: 3, submitted: '2025-03-04T10:00:00Z', progress: 1 }) } }),
      'submitted',
      /^Submitted Mar 4, 2025$/,
    ],
    [
      'submitted, not yet in grading: the due date',
      enrolledCourse({
        aggregate: { lastObjectiveWorkflow: workflow({ state: 2, submitted: '2025-03-04T10:00:00Z', progress: 1 }) },
        access: { dueDate: '2030-06-01T00:00:00Z' },
      }),
      'due',
      /^Due Jun 1, 2030$/,
    ],
    ['in progress', enrolledCourse({ aggregate: { lastObjectiveWorkflow: workflow() } }), 'started', /^Started Mar 2, 2025$/],
    [
      'finished',
      enrolledCourse({
        aggregate: {
          lastObjectiveWorkflow: workflow({ state: 6, finished: '2025-03-05T10:00:00Z', progress: 1 }),
          lastObjectiveRecord: record(),
        },
      }),
      'completed',
      /^Completed Mar 5, 2025$/,
    ],
    [
      'imported result, no run',
      enrolledCourse({ aggregate: { lastObjectiveRecord: record({ imported: true }) } }),
      'completed',
      /^Completed Mar 5, 2025$/,
    ],
  ])('%s', (_name, course, kind, text) => {
    const { container } = renderWithProviders(<EnrolledCourseCard course={course} index={0} />);
    const footer = footerOf(container);
    expect(footer?.getAttribute('data-footer')).toBe(kind);
    expect(footer?.querySelector('p')?.textContent).toMatch(text);
  });

  it('graded (otherwise): the due date, or nothing without one', () => {
    const graded = enrolledCourse({
      aggregate: { lastObjectiveWorkflow: workflow({ state: 4 }) },
      access: { dueDate: '2030-06-01T00:00:00Z' },
    });
    const first = renderWithProviders(<EnrolledCourseCard course={graded} index={0} />);
    expect(footerOf(first.container)?.getAttribute('data-footer')).toBe('due');
    cleanup();
    const none = renderWithProviders(
      <EnrolledCourseCard course={enrolledCourse({ aggregate: { lastObjectiveWorkflow: workflow({ state: 4 }) } })} index={0} />,
    );
    expect(footerOf(none.container)).toBeNull();
  });

  it('shows the progress clamped to 0..1 as a whole percent', () => {
    renderWithProviders(
      <EnrolledCourseCard course={enrolledCourse({ aggregate: { lastObjectiveWorkflow: workflow({ progress: 1.7 }) } })} index={0} />,
    );
    expect(screen.getByRole('progressbar', { name: 'Progress of Workplace Safety Essentials' }).getAttribute('aria-valuenow')).toBe('100');
    cleanup();
    renderWithProviders(
      <EnrolledCourseCard course={enrolledCourse({ aggregate: { lastObjectiveWorkflow: workflow({ progress: 0.285 }) } })} index={0} />,
    );
    expect(screen.getByRole('progressbar', { name: 'Progress of Workplace Safety Essentials' }).getAttribute('aria-valuenow')).toBe('29');
  });

  it('names each progress bar after its course, so a list of cards does not read "Progress" again and again', () => {
    const inProgress = (name: string, progress: number) =>
      enrolledCourse({ objective: { name }, aggregate: { lastObjectiveWorkflow: workflow({ progress }) } });
    renderWithProviders(
      <>
        <EnrolledCourseCard course={inProgress('Fire Warden Training', 0.5)} index={0} />
        <EnrolledCourseCard course={inProgress('Data Privacy Fundamentals', 0.25)} index={1} />
      </>,
    );
    expect(screen.getAllByRole('progressbar').map((bar) => [bar.getAttribute('aria-label'), bar.getAttribute('aria-valuenow')])).toEqual([
      ['Progress of Fire Warden Training', '50'],
      ['Progress of Data Privacy Fundamentals', '25'],
    ]);
  });
});

describe('course card link (doc 1 §2 Card link)', () => {
  const hrefOf = () => screen.getByRole('heading', { level: 2 }).querySelector('a')?.getAttribute('href');
  it.each([
    ['a run in progress goes to the content', workflow({ state: 1 }), '/courses/obj-1/view/content'],
    ['a finished run goes to the course', workflow({ state: 6, finished: '2025-03-05T10:00:00Z' }), '/courses/obj-1'],
    ['anything else goes to the aggregate', workflow({ state: 3 }), '/courses/obj-1/agg-1'],
    ['no run goes to the aggregate', null, '/courses/obj-1/agg-1'],
  ])('%s', (_name, run, href) => {
    renderWithProviders(<EnrolledCourseCard course={enrolledCourse({ aggregate: { lastObjectiveWorkflow: run } })} index={0} />);
    expect(hrefOf()).toBe(href);
    expect(screen.getByRole('article', { name: 'Workplace Safety Essentials' })).toBeTruthy();
  });
});

describe('course card cover', () => {
  it('cycles the seven placeholder colours by index, as a decorative element', () => {
    for (const index of [0, 1, 6, 7, 15]) {
      const { container } = renderWithProviders(<EnrolledCourseCard course={enrolledCourse()} index={index} />);
      const placeholder = container.querySelector('[data-colour]');
      expect(placeholder?.getAttribute('data-colour')).toBe(PLACEHOLDER_COLOURS[index % 7]);
      expect(placeholder?.getAttribute('aria-hidden')).toBe('true');
      cleanup();
    }
  });

  it('shows the cover image with alternative text when there is one', () => {
    renderWithProviders(<EnrolledCourseCard course={enrolledCourse({ objective: { imageUrl: '/img/saf.png' } })} index={0} />);
    expect(screen.getByRole('img', { name: 'Cover image of Workplace Safety Essentials' }).getAttribute('src')).toBe('/img/saf.png');
  });
});

describe('course card results (doc 1 §5 score colour)', () => {
  it.each([
    ['full marks', { score: 20, maxScore: 20, normalizedScore: 0.999 }, 'success', 'Score 20 of 20 (100%)'],
    ['0.8 and up', { score: 0.8, maxScore: 1, normalizedScore: 0.8 }, 'success', 'Score 80%'],
    ['0.4 and up', { score: 0.55, maxScore: 1, normalizedScore: 0.55 }, 'accent', 'Score 55%'],
    ['below 0.4', { score: 3, maxScore: 10, normalizedScore: 0.3 }, 'danger', 'Score 3 of 10 (30%)'],
  ])('%s', (_name, scores, colour, text) => {
    const course = enrolledCourse({
      aggregate: { lastObjectiveWorkflow: workflow({ state: 6 }), lastObjectiveRecord: record({ ...scores, passed: true }) },
    });
    const { container } = renderWithProviders(<EnrolledCourseCard course={course} index={0} />);
    const score = container.querySelector('[data-score-colour]');
    expect(score?.getAttribute('data-score-colour')).toBe(colour);
    expect(score?.className).toMatch(new RegExp(`score-${colour}`));
    expect(score?.textContent).toBe(text);
  });

  it('shows the grade as sent, a pending manual grade, and a details link when results exist', () => {
    const graded = enrolledCourse({
      aggregate: { lastObjectiveWorkflow: workflow({ state: 6 }), lastObjectiveRecord: record({ grade: 'B+', passed: true }) },
    });
    renderWithProviders(<EnrolledCourseCard course={graded} index={0} gradeColour="#1a7f37" />);
    expect(screen.getByText('Grade: B+')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'View results' }).getAttribute('href')).toBe('/courses/obj-1/view/details');
    cleanup();
    renderWithProviders(
      <EnrolledCourseCard
        course={enrolledCourse({ aggregate: { lastObjectiveWorkflow: workflow({ state: 3 }), lastObjectiveRecord: record() } })}
        index={0}
      />,
    );
    expect(screen.getByText('Awaiting grade')).toBeTruthy();
    cleanup();
    renderWithProviders(<EnrolledCourseCard course={enrolledCourse()} index={0} />);
    expect(screen.queryByRole('link', { name: 'View results' })).toBeNull();
  });

  it('a graded result the reveal policy withholds says so, not "Awaiting grade", and shows no score', () => {
    const hidden = record({ protectResults: true, passed: null, grade: null, score: null, normalizedScore: null });
    const { container } = renderWithProviders(
      <EnrolledCourseCard
        course={enrolledCourse({ aggregate: { lastObjectiveWorkflow: workflow({ state: 6 }), lastObjectiveRecord: hidden } })}
        index={0}
      />,
    );
    expect(screen.getByText('Result not shown')).toBeTruthy();
    expect(screen.queryByText('Awaiting grade')).toBeNull();
    expect(container.querySelector('[data-score-colour]')).toBeNull();
  });
});

describe('course card facts', () => {
  it('shows the duration in minutes (rounded up), the activity count in tiles mode and the draft clock', () => {
    const course = enrolledCourse({
      objective: { activity: { state: 1, type: 'composite', childrenCount: 5, presentationMode: 1, supportReview: true, duration: 1530 } },
    });
    const { container } = renderWithProviders(<EnrolledCourseCard course={course} index={0} />);
    const facts = within(container.querySelector('ul') as HTMLElement);
    expect(facts.getByText('Coming soon')).toBeTruthy();
    expect(facts.getByText('5 activities')).toBeTruthy();
    expect(facts.getByText('26 min')).toBeTruthy();
  });

  it('shows a lock before the availability date', () => {
    renderWithProviders(<EnrolledCourseCard course={enrolledCourse({ access: { availabilityDate: '2999-01-01T00:00:00Z' } })} index={0} />);
    expect(screen.getByText('Not available now')).toBeTruthy();
  });

  it('opens the chat window expanded from the unread-announcements indicator (decision 0064)', () => {
    const listener = vi.fn();
    window.addEventListener(OPEN_CHAT_EVENT, listener);
    renderWithProviders(
      <EnrolledCourseCard course={enrolledCourse({ unreadAnnouncements: 3, objective: { announcementChannelId: 'ch-1' } })} index={0} />,
    );
    screen.getByRole('button', { name: '3 unread announcements' }).click();
    expect(listener).toHaveBeenCalledTimes(1);
    expect((listener.mock.calls[0]![0] as CustomEvent).detail).toEqual({
      objectiveId: 'obj-1',
      announcementChannelId: 'ch-1',
      expanded: true,
    });
    window.removeEventListener(OPEN_CHAT_EVENT, listener);
  });
});

describe('urgency markers (issue 33): words and an icon, never colour alone', () => {
  const past = new Date(Date.now() - 3 * 86_400_000).toISOString();
  const ahead = new Date(Date.now() + 3 * 86_400_000).toISOString();
  const marker = (name: string) => screen.queryByText(name, { selector: 'li' });
  it.each([
    ['mandatory, not started, due date passed', enrolledCourse({ access: { dueDate: past } }), true, true],
    [
      'optional, in progress, due date passed',
      enrolledCourse({ isMandatory: false, access: { dueDate: past }, aggregate: { lastObjectiveWorkflow: workflow() } }),
      true,
      false,
    ],
    ['mandatory, due date ahead', enrolledCourse({ access: { dueDate: ahead } }), false, true],
    [
      'handed in after the due date',
      enrolledCourse({ access: { dueDate: past }, aggregate: { lastObjectiveWorkflow: workflow({ state: 2, submitted: past }) } }),
      false,
      true,
    ],
    [
      'an imported result',
      enrolledCourse({ access: { dueDate: past }, aggregate: { lastObjectiveRecord: record({ imported: true }) } }),
      false,
      true,
    ],
    ['optional without dates', enrolledCourse({ isMandatory: false }), false, false],
  ])('%s', (_name, course, overdue, mandatory) => {
    renderWithProviders(<EnrolledCourseCard course={course} index={0} />);
    expect(Boolean(marker('Overdue'))).toBe(overdue);
    expect(Boolean(marker('Mandatory'))).toBe(mandatory);
    for (const name of ['Overdue', 'Mandatory']) {
      const item = marker(name);
      if (item) expect(item.querySelector('svg[aria-hidden="true"]')).not.toBeNull();
    }
  });

  it('puts the overdue marker first, before the other facts', () => {
    renderWithProviders(<EnrolledCourseCard course={enrolledCourse({ access: { dueDate: past } })} index={0} />);
    const items = within(screen.getByRole('article')).getAllByRole('listitem');
    expect(items.slice(0, 2).map((li) => li.textContent)).toEqual(['Overdue', 'Mandatory']);
  });
});
