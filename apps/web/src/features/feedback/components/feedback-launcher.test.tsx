import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, screen, within } from '@testing-library/react';
import { FEEDBACK_CATEGORIES } from '@lp/domain';
import { fakeServer, json } from '../../../test/fake-server.ts';
import { renderWithProviders } from '../../../test/render.tsx';
import { RuntimeConfigContext } from '../../../lib/runtime-config-context.tsx';
import { defaultRuntimeConfig } from '../../../lib/runtime-config.ts';
import { FeedbackLauncher } from './feedback-launcher.tsx';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const FEEDBACK = 'POST /api/platform/v1/feedback-events';

async function openSurvey() {
  fireEvent.click(screen.getByRole('button', { name: 'Send feedback' }));
  return screen.findByRole('dialog', { name: 'Tell us what you think' });
}

/** Sends "Excellent", which fails once; after `meanwhile` on the dialog, sends again; answers the ids of the two sends. */
async function sendAgainAfterAFailure(meanwhile: (dialog: HTMLElement) => void): Promise<[string, string]> {
  let attempt = 0;
  const server = fakeServer({ [FEEDBACK]: () => (++attempt === 1 ? json({ status: 503 }, 503) : json(undefined, 204)) });
  renderWithProviders(<FeedbackLauncher />, { url: '/learn/catalog' });
  const dialog = await openSurvey();
  fireEvent.click(within(dialog).getByRole('radio', { name: /Excellent/ }));
  await act(async () => fireEvent.click(within(dialog).getByRole('button', { name: 'Send' })));
  await within(dialog).findByRole('alert');
  meanwhile(dialog);
  await act(async () => fireEvent.click(within(dialog).getByRole('button', { name: 'Send' })));
  await screen.findByRole('dialog', { name: 'Thank you for your feedback' });
  const [first, second] = server.posts('/api/platform/v1/feedback-events').map((call) => (call.body as { id: string }).id);
  return [first!, second!];
}

describe('the feedback widget (doc 2 §7, decision 0030)', () => {
  it('is offered by default, and not where the tenant turns it off', () => {
    renderWithProviders(<FeedbackLauncher />);
    expect(screen.getByRole('button', { name: 'Send feedback' }).getAttribute('aria-haspopup')).toBe('dialog');
    cleanup();
    renderWithProviders(
      <RuntimeConfigContext.Provider value={{ ...defaultRuntimeConfig, widgets: { feedback: false, aiTutor: false } }}>
        <FeedbackLauncher />
      </RuntimeConfigContext.Provider>,
    );
    expect(screen.queryByRole('button', { name: 'Send feedback' })).toBeNull();
  });

  it('asks for a rating first, then sends rating, options in the spec order, comment and page once, and thanks', async () => {
    const server = fakeServer({ [FEEDBACK]: () => json(undefined, 204) });
    renderWithProviders(<FeedbackLauncher />, { url: '/learn/courses' });
    const dialog = await openSurvey();
    expect(
      within(dialog)
        .getAllByRole('checkbox')
        .map((box) => (box as HTMLInputElement).value),
    ).toEqual([...FEEDBACK_CATEGORIES]);

    fireEvent.click(within(dialog).getByRole('button', { name: 'Send' }));
    expect(within(dialog).getByText('Choose a rating from 1 to 5 before sending.')).toBeTruthy();
    expect(document.activeElement).toBe(within(dialog).getByRole('radio', { name: /Very poor/ }));
    expect(server.posts('/api/platform/v1/feedback-events')).toHaveLength(0);

    fireEvent.click(within(dialog).getByRole('radio', { name: /Good/ }));
    fireEvent.click(within(dialog).getByRole('checkbox', { name: 'Results' }));
    fireEvent.click(within(dialog).getByRole('checkbox', { name: 'Navigation clarity' }));
    fireEvent.change(within(dialog).getByRole('textbox', { name: 'Comment (optional)' }), {
      target: { value: '  Results are hard to find ' },
    });
    expect(within(dialog).getByText('27 of 2,000 characters')).toBeTruthy();
    await act(async () => {
      fireEvent.click(within(dialog).getByRole('button', { name: 'Send' }));
      fireEvent.click(within(dialog).getByRole('button', { name: /Send/ }));
    });
    expect(await screen.findByRole('dialog', { name: 'Thank you for your feedback' })).toBeTruthy();
    const sent = server.posts('/api/platform/v1/feedback-events');
    expect(sent).toHaveLength(1);
    expect(sent[0]!.body).toMatchObject({
      grade: 4,
      details: ['navigation', 'activityResults'],
      comment: 'Results are hard to find',
      page: '/learn/courses',
    });
    expect((sent[0]!.body as { id: string }).id).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('keeps the answer after a failure and retries it with the same id', async () => {
    const [first, second] = await sendAgainAfterAFailure((dialog) => {
      expect(within(dialog).getByRole('alert').textContent).toContain('could not be sent');
      expect((within(dialog).getByRole('radio', { name: /Excellent/ }) as HTMLInputElement).checked).toBe(true);
    });
    expect(second).toBe(first);
  });

  it('sends a changed answer after a failure under a new id (the server refuses an id used for another answer)', async () => {
    const [first, second] = await sendAgainAfterAFailure((dialog) => fireEvent.click(within(dialog).getByRole('radio', { name: /Poor/ })));
    expect(second).not.toBe(first);
  });

  it('closes on Cancel and gives the focus back to the launcher', async () => {
    renderWithProviders(<FeedbackLauncher />);
    const launcher = screen.getByRole('button', { name: 'Send feedback' });
    launcher.focus();
    const dialog = await openSurvey();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(launcher);
  });
});
