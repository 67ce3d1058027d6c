import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen, within } from '@testing-library/react';
import type { CourseDetails } from '@lp/contract';
import { createTranslator } from '@lp/i18n';
import arCatalog from '@lp/i18n/catalogs/ar-AR.json';
import { I18nProvider } from '../../../lib/i18n.tsx';
import { RuntimeConfigContext } from '../../../lib/runtime-config-context.tsx';
import { defaultRuntimeConfig } from '../../../lib/runtime-config.ts';
import { courseDetails } from '../../../test/course-fixtures.ts';
import { CourseRulesCard } from './course-rules-card.tsx';

const now = new Date('2025-03-10T12:00:00Z');
const finishedRun = { state: 6 as const, submitted: '2025-03-09T10:00:00Z', finished: '2025-03-09T10:00:00Z' };

afterEach(cleanup);

function renderCard(details: CourseDetails, { locale = 'en-US', timeZone = 'UTC', catalog = {} } = {}) {
  return render(
    <I18nProvider initial={createTranslator(locale, catalog, timeZone)}>
      <RuntimeConfigContext.Provider value={{ ...defaultRuntimeConfig, featureFlags: { retakeWindow: true } }}>
        <CourseRulesCard details={details} now={now} />
      </RuntimeConfigContext.Provider>
    </I18nProvider>,
  );
}

const lines = () => [...screen.getByRole('region').querySelectorAll('[data-rule]')].map((li) => li.textContent);

describe('CourseRulesCard', () => {
  it('is a section headed "Course rules" with one list item per rule that applies', () => {
    renderCard(courseDetails());
    expect(screen.getByRole('heading', { level: 2, name: 'Course rules' })).toBeTruthy();
    expect(lines()).toEqual([
      'Your result is shown when you hand in the course',
      'You can review your work once the course is finished',
      'One attempt: the course cannot be started again',
      'This course is mandatory',
    ]);
  });

  it('says when it opens, closes and is due, in the learner’s time zone', () => {
    renderCard(
      courseDetails({
        access: {
          availabilityDate: '2025-03-20T23:30:00Z',
          availabilityEndDate: '2025-04-30T00:00:00Z',
          dueDate: '2025-04-15T12:00:00Z',
          isMandatory: false,
        },
      }),
      { timeZone: 'Asia/Tokyo' },
    );
    const [opens, closes, due] = lines();
    // 23:30 UTC on the 20th is the 21st in Tokyo.
    expect(opens).toBe('Opens for starting on Friday, March 21, 2025 at 8:30 AM');
    expect(closes).toMatch(/^Can be started before Wednesday, April 30, 2025/);
    expect(due).toMatch(/^Due on Tuesday, April 15, 2025/);
    expect(screen.getAllByRole('listitem')[0]!.querySelector('time')?.getAttribute('dateTime')).toBe('2025-03-20T23:30:00.000Z');
  });

  it('tells the reveal date of a hidden result, never the result', () => {
    renderCard(
      courseDetails({
        access: {
          gradeRevealPolicy: 'AfterDate',
          gradeRevealDate: '2025-03-12T09:00:00Z',
          retake: true,
          retakeWindow: 1,
          retakeWindowUnit: 'Weeks',
        },
        workflow: finishedRun,
        record: { score: null, normalizedScore: null, passed: null, protectResults: true },
      }),
    );
    expect(lines()).toEqual([
      expect.stringMatching(/^Your result is shown from Wednesday, March 12, 2025/),
      expect.stringMatching(/^You can review your work from Wednesday, March 12, 2025/),
      expect.stringMatching(/^You can start the course again from Sunday, March 16, 2025/),
      'This course is mandatory',
    ]);
  });

  it('names the retake window, the proctoring, the team and the certificates', () => {
    renderCard(
      courseDetails({
        access: { retake: true, retakeWindow: 2, retakeWindowUnit: 'Weeks', isMandatory: false },
        activity: { proctored: true, supportCollaborativeMode: true, supportPersonalMode: false },
        objective: {
          proctored: true,
          certificateTemplates: [
            { id: 'c1', name: 'Safety badge', description: '', badgeKind: 'Custom', validForDays: null },
            { id: 'c2', name: 'Diploma', description: '', badgeKind: 'Custom', validForDays: null },
          ],
        },
      }),
    );
    expect(lines()).toEqual([
      'Your result is shown when you hand in the course',
      'You can review your work once the course is finished',
      'You can start the course again 2 weeks after finishing it',
      'The exam is proctored (supervised)',
      'Done in a team only: you need a team to start',
      'Finishing the course awards: Safety badgeDiploma',
    ]);
    const names = within(screen.getByRole('region').querySelector('[data-rule="certificates"]')! as HTMLElement).getAllByRole('listitem');
    expect(names.map((li) => li.textContent)).toEqual(['Safety badge', 'Diploma']);
  });

  it('reads in Arabic with the names isolated', () => {
    renderCard(
      courseDetails({
        objective: { certificateTemplates: [{ id: 'c1', name: 'Safety badge', description: '', badgeKind: 'Custom', validForDays: null }] },
      }),
      { locale: 'ar-AR', catalog: arCatalog },
    );
    expect(screen.getByRole('heading', { name: 'قواعد الدورة' })).toBeTruthy();
    expect(screen.getByText('Safety badge').tagName).toBe('BDI');
  });

  it('shows nothing for a catalog course the learner is not enrolled in (no terms yet)', () => {
    renderCard(courseDetails({ access: null }));
    expect(screen.queryByRole('heading', { name: 'Course rules' })).toBeNull();
  });
});
