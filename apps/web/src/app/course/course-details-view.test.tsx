import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, screen, within } from '@testing-library/react';
import type { CertificateRecordView, CourseDetails } from '@lp/contract';
import { SHARE_LINK_COPIED_MS } from '@lp/domain';
import { renderWithProviders } from '../../test/render.tsx';
import { courseDetails } from '../../test/course-fixtures.ts';
import { fakeServer, json } from '../../test/fake-server.ts';
import { CourseDetailsView } from './course-details-view.tsx';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

const finished = { state: 6 as const, submitted: '2025-03-05T10:00:00Z', finished: '2025-03-05T10:00:00Z' };
const certificate = (n: number, created: string): CertificateRecordView => ({
  id: `cert-${n}`,
  objectiveId: 'obj-1',
  userId: 'u',
  certificateNumber: `BWA-${n}`,
  certificateTemplate: { name: 'First Aid certificate', description: '' },
  externalUrl: null,
  certificatePdfUrl: null,
  certificatePngUrl: null,
  expirationDate: null,
  revokedAt: null,
  revocationReason: null,
  normalizedPassingScore: 0.5,
  objectiveRecord: null,
  created,
});

function renderPage(details: CourseDetails, extra: Parameters<typeof fakeServer>[0] = {}) {
  const server = fakeServer({
    'GET /api/lms/v1/objective-workflow-aggregates/agg-1/objective-records': () => json({ data: [] }),
    'GET /api/platform/v1/certificate-records/query': () => json({ data: [] }),
    ...extra,
  });
  renderWithProviders(<CourseDetailsView details={details} />, { url: '/courses/obj-1' });
  return server;
}
const fact = (label: string) => screen.getByText(label, { selector: 'dt' }).nextElementSibling?.textContent;

describe('course details (doc 2 §2)', () => {
  it('names the page by its title and shows code, collections, status and the about content', async () => {
    renderPage(courseDetails());
    expect(screen.getByRole('heading', { level: 1, name: 'Email Etiquette' })).toBeTruthy();
    expect(screen.getByText('EML-110')).toBeTruthy();
    expect(within(screen.getByRole('list', { name: 'Collections' })).getByText('New joiners')).toBeTruthy();
    expect(fact('Status')).toBe('Not Started');
    expect(screen.getByRole('heading', { level: 2, name: 'About the course' }).parentElement!.innerHTML).toContain(
      '<p>A single long read.</p>',
    );
  });

  it.each([
    [1, 'In Progress'],
    [2, 'Submitted'],
    [3, 'In Grading'],
    [4, 'Graded'],
    [5, 'Grading Approved'],
    [6, 'Finished'],
  ] as const)('status of a run in state %i: %s', (state, label) => {
    renderPage(courseDetails({ workflow: { state } }));
    expect(fact('Status')).toBe(label);
  });

  it('a passed result: the badge, the grade, the whole percent and "x out of y points"', () => {
    renderPage(courseDetails({ workflow: finished, record: { passed: true, grade: 'A', score: 18, maxScore: 20, normalizedScore: 0.9 } }));
    expect(screen.getByText('Passed')).toBeTruthy();
    expect(fact('Grade')).toBe('A');
    expect(fact('Score')).toBe('90%18 out of 20 points');
  });

  it('a score whose maximum is 1 shows the percent only', () => {
    renderPage(courseDetails({ workflow: finished, record: { passed: false, score: 0.335, maxScore: 1, normalizedScore: 0.335 } }));
    expect(screen.getByText('Not passed')).toBeTruthy();
    expect(fact('Score')).toBe('34%');
  });

  it('finished with passed null: "Grade pending" and no score (doc 1 §4)', () => {
    renderPage(courseDetails({ workflow: { state: 3, submitted: '2025-03-05T10:00:00Z' }, record: { passed: null } }));
    expect(screen.getByText('Grade pending')).toBeTruthy();
    expect(screen.queryByText('Score', { selector: 'dt' })).toBeNull();
  });

  it('a result withheld until its reveal date says when it will show', () => {
    renderPage(
      courseDetails({
        access: { gradeRevealPolicy: 'AfterDate', gradeRevealDate: '2099-03-17T12:00:00Z' },
        workflow: finished,
        record: { protectResults: true },
      }),
    );
    expect(fact('Result')).toMatch(/^Your result will be shown on .*2099/);
  });

  it('previous attempts list the earlier results, not the last one', async () => {
    renderPage(
      courseDetails({ workflow: finished, record: { id: 'rec-2', passed: true, score: 18, maxScore: 20, normalizedScore: 0.9 } }),
      {
        'GET /api/lms/v1/objective-workflow-aggregates/agg-1/objective-records': () =>
          json({
            data: [
              {
                id: 'rec-2',
                score: 18,
                maxScore: 20,
                normalizedScore: 0.9,
                grade: null,
                passed: true,
                finished: '2025-03-05T10:00:00Z',
                imported: false,
                protectResults: false,
              },
              {
                id: 'rec-1',
                score: 17,
                maxScore: 20,
                normalizedScore: 0.85,
                grade: null,
                passed: true,
                finished: '2022-02-05T10:00:00Z',
                imported: false,
                protectResults: false,
              },
            ],
          }),
      },
    );
    const table = await screen.findByRole('table');
    expect(within(table).getAllByRole('row')).toHaveLength(2);
    expect(within(table).getByText(/2022/)).toBeTruthy();
    expect(within(table).getByText('85%')).toBeTruthy();
  });

  it('more than one certificate is an accordion of native <details>, the newest open', async () => {
    renderPage(courseDetails({ workflow: finished, record: { passed: true } }), {
      'GET /api/platform/v1/certificate-records/query': () =>
        json({ data: [certificate(2, '2025-03-05T10:00:00Z'), certificate(1, '2022-02-05T10:00:00Z')] }),
    });
    await screen.findByRole('heading', { level: 2, name: 'Certificates' });
    const items = document.querySelectorAll('details');
    expect([...items].map((d) => d.open)).toEqual([true, false]);
    expect(screen.getByRole('link', { name: 'View certificate BWA-2' }).getAttribute('href')).toBe('/courses/obj-1/certificate/BWA-2');
  });

  it('copies the course link and says so for 10 seconds; a failure says it could not', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const writeText = vi.fn(async () => undefined);
    vi.stubGlobal('navigator', { ...navigator, clipboard: { writeText } });
    renderPage(courseDetails());
    fireEvent.click(screen.getByRole('button', { name: 'Copy the course link' }));
    await act(async () => {});
    expect(writeText).toHaveBeenCalledWith(`${window.location.origin}/learn/courses/obj-1`);
    expect(screen.getByText('The link was copied')).toBeTruthy();
    await act(async () => vi.advanceTimersByTime(SHARE_LINK_COPIED_MS - 1));
    expect(screen.getByText('The link was copied')).toBeTruthy();
    await act(async () => vi.advanceTimersByTime(1));
    expect(screen.queryByText('The link was copied')).toBeNull();
    writeText.mockRejectedValueOnce(new Error('denied'));
    fireEvent.click(screen.getByRole('button', { name: 'Copy the course link' }));
    await act(async () => {});
    expect(screen.getByText('The link could not be copied')).toBeTruthy();
  });
});
