import { afterEach, describe, expect, it, vi } from 'vitest';
import { act } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { hydrateRoot } from 'react-dom/client';
import { createTranslator } from '@lp/i18n';
import { DrawnAtContext } from '../../../lib/drawn-clock.tsx';
import { I18nProvider } from '../../../lib/i18n.tsx';
import { CurrentTime } from './current-time.tsx';

// The server drew the profile at 10:41:59.9; the browser takes the page over at 10:42:00.4.
const DRAWN_AT = Date.UTC(2026, 10, 29, 10, 41, 59, 900);
const TAKEN_OVER_AT = Date.UTC(2026, 10, 29, 10, 42, 0, 400);

const clock = (drawnAt: number | undefined) => (
  <I18nProvider initial={createTranslator('en-US', {}, 'UTC')}>
    <DrawnAtContext.Provider value={drawnAt}>
      <dl>
        <CurrentTime timeZone="UTC" />
      </dl>
    </DrawnAtContext.Provider>
  </I18nProvider>
);

describe('the current time on a page the server drew (doc 2 §9)', () => {
  afterEach(() => {
    vi.useRealTimers();
    document.documentElement.removeAttribute('data-drawn');
    document.body.replaceChildren();
  });

  it('is taken over as drawn though a minute turned in between, then shows the time it is', async () => {
    // As the server draws it (a page still marked as the drawing).
    document.documentElement.setAttribute('data-drawn', '');
    const drawn = renderToString(clock(DRAWN_AT));
    expect(drawn).toContain('10:41');
    vi.useFakeTimers({ now: TAKEN_OVER_AT, toFake: ['Date'] });
    const root = document.createElement('div');
    root.innerHTML = drawn;
    document.body.append(root);
    const errors: unknown[] = [];
    await act(async () => {
      hydrateRoot(root, clock(DRAWN_AT), { onRecoverableError: (error) => errors.push(error) });
    });
    expect(errors, 'a hydration mismatch').toEqual([]);
    expect(root.querySelector('time')!.textContent).toContain('10:42');
  });

  it('shows the time it is when the page is not the drawing (opened inside the app)', () => {
    vi.useFakeTimers({ now: TAKEN_OVER_AT, toFake: ['Date'] });
    expect(renderToString(clock(DRAWN_AT))).toContain('10:42');
    expect(renderToString(clock(undefined))).toContain('10:42');
  });
});
