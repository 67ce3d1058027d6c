import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { WorkflowState } from '@lp/domain';
import { I18nProvider, prepareTranslator } from '../../../lib/i18n.tsx';
import type { Lock } from '../../../lib/toc-model.ts';
import { ItemLockedDialog } from './item-locked-dialog.tsx';

afterEach(cleanup);

const date = '2025-06-13T12:00:00Z';

/** Intl puts narrow no-break spaces in times ("2:00 PM"); compare with plain spaces. */
const plain = (text: string | null | undefined) => (text ?? '').replace(/\s/g, ' ');

async function open(lock: Lock, { locale = 'en-US', courseWorkflowState = WorkflowState.inProgress as number } = {}) {
  const onClose = vi.fn();
  const translator = await prepareTranslator(locale);
  render(
    <I18nProvider initial={translator}>
      <ItemLockedDialog
        name="Live drill briefing"
        lock={lock}
        timeZone="Europe/Berlin"
        courseWorkflowState={courseWorkflowState}
        onClose={onClose}
      />
    </I18nProvider>,
  );
  return { onClose, dialog: screen.getByRole('dialog', { name: locale === 'en-US' ? 'Item Locked' : 'العنصر مقفل' }) };
}

describe('the Item Locked popup (doc 2 §8), one message per reason', () => {
  it.each([
    ['comingSoon', null, 'This activity is coming soon.'],
    ['completePreviousToPass', null, 'Complete the previous activity, with a passing score where it is graded, to unlock this one.'],
    [
      'afterGracePeriodUntil',
      date,
      'The due date of this activity has been missed. It had to be done by Friday, June 13, 2025 at 2:00 PM.',
    ],
    ['afterAccessibleUntil', date, 'This activity is no longer available. It was open until Friday, June 13, 2025 at 2:00 PM.'],
    ['beforeStartFrom', date, 'This activity is not available yet. It opens on Friday, June 13, 2025 at 2:00 PM.'],
    ['beforeStartFrom', null, 'This activity is not available yet.'],
    ['afterStartUntil', date, 'The start date of this activity has been missed. It had to be started by Friday, June 13, 2025 at 2:00 PM.'],
    [
      'afterRevealingDate',
      date,
      'The results of this activity are not revealed yet. You can review it from Friday, June 13, 2025 at 2:00 PM.',
    ],
    ['afterRevealingDate', null, 'The results of this activity are not revealed yet.'],
    ['afterScoreIsReached', null, 'You can review this activity once your score reaches the required level.'],
    ['reviewPolicyNotAllowed', null, 'Reviewing this activity is not allowed.'],
    ['serverSide', null, 'This content is not available at the moment. Please come back later or ask your administrator.'],
    ['notAvailable', null, 'This content is not available at the moment. Please come back later or ask your administrator.'],
  ] as const)('%s (date %s)', async (reason, lockDate, text) => {
    const { dialog } = await open({ reason, date: lockDate });
    const [name, message] = [...dialog.querySelectorAll('p')].map((p) => plain(p.textContent));
    expect(name).toBe('Live drill briefing');
    // Dates read in the learner's time zone (Europe/Berlin: 14:00 for 12:00 UTC).
    expect(message).toBe(text);
  });

  it('says the course is being graded while it is', async () => {
    await open({ reason: 'notAvailable', date: null }, { courseWorkflowState: WorkflowState.inGrading });
    expect(screen.getByText('This course is being graded. Please come back later or ask your instructor.')).toBeTruthy();
  });

  it('speaks Arabic in ar-AR, with the digits 0–9', async () => {
    await open({ reason: 'beforeStartFrom', date }, { locale: 'ar-AR' });
    const message = screen.getByText(/هذا النشاط غير متاح بعد/);
    expect(message.textContent).toMatch(/13/);
    expect(message.textContent).toMatch(/2025/);
    expect(screen.getByRole('button', { name: 'حسنًا' })).toBeTruthy();
  });

  it('closes with its OK button, which has the focus', async () => {
    const { onClose } = await open({ reason: 'comingSoon', date: null });
    const ok = screen.getByRole('button', { name: 'OK' });
    expect(document.activeElement).toBe(ok);
    fireEvent.click(ok);
    expect(onClose).toHaveBeenCalledTimes(1);
  });
});
