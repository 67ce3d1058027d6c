import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, render, screen, within } from '@testing-library/react';
import { I18nProvider, prepareTranslator } from '../../../lib/i18n.tsx';
import { defaultRuntimeConfig } from '../../../lib/runtime-config.ts';
import { everythingInView } from '../../../test/in-view.ts';
import { renderWithProviders } from '../../../test/render.tsx';
import { VIMEO_ANSWER_AFTER_LOAD_MS, VIMEO_PLAYER_ORIGIN, VIMEO_READY_TIMEOUT_MS } from '../hooks/use-vimeo-player-state.ts';
import { VideoPlayer } from './video-player.tsx';

const NAME = 'Evacuation walk-through';
const FAILED = 'The video could not be loaded here.';
const content = { provider: 'vimeo' as const, url: 'https://vimeo.com/76979871' };
/** The tenant's allowed external sources (doc 2 §9) list Vimeo's player, as the demo's do. */
const vimeoAllowed = { ...defaultRuntimeConfig, allowedExternalSources: ['vimeo.com', 'player.vimeo.com'] };

// happy-dom loads no frame page (it says so on the console): the tests play Vimeo's part.
beforeEach(everythingInView);

afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  document.documentElement.removeAttribute('dir');
});

const frame = () => screen.getByTitle(`Video: ${NAME}`) as HTMLIFrameElement;
const link = () => screen.getByRole('link', { name: /Vimeo/ });
/** The video's own live region (the page has others), in the line of the link. */
const status = () => within(link().parentElement!).getByRole('status');
/** What Vimeo's player posts to the page when it is up (or another page pretending to). */
const playerSays = (data: unknown, origin = VIMEO_PLAYER_ORIGIN) =>
  act(() => window.dispatchEvent(new MessageEvent('message', { data, origin, source: frame().contentWindow })));
const wait = (ms: number) => act(() => vi.advanceTimersByTime(ms));

describe('a Vimeo video (issue 16: an embed that cannot load)', () => {
  it('always offers a plain link to watch it on Vimeo, in a new tab', () => {
    renderWithProviders(<VideoPlayer content={content} name={NAME} />, { config: vimeoAllowed });
    const link = screen.getByRole('link', { name: `Watch “${NAME}” on Vimeo (opens in a new tab)` });
    expect(link.getAttribute('href')).toBe('https://vimeo.com/76979871');
    expect(link.getAttribute('target')).toBe('_blank');
    expect(link.getAttribute('rel')).toMatch(/\bnoopener\b/);
    expect(frame().getAttribute('src')).toBe('https://player.vimeo.com/video/76979871');
    expect(status().textContent).toBe('');
  });

  it('says nothing more once the player says it is ready', () => {
    vi.useFakeTimers();
    renderWithProviders(<VideoPlayer content={content} name={NAME} />, { config: vimeoAllowed });
    act(() => frame().dispatchEvent(new Event('load')));
    playerSays('{"event":"ready","player_id":"1"}');
    wait(VIMEO_READY_TIMEOUT_MS + VIMEO_ANSWER_AFTER_LOAD_MS);
    expect(status().textContent).toBe('');
  });

  it('tells the learner when the player never comes up, beside the link', () => {
    vi.useFakeTimers();
    renderWithProviders(<VideoPlayer content={content} name={NAME} />, { config: vimeoAllowed });
    wait(VIMEO_READY_TIMEOUT_MS - 1);
    expect(status().textContent).toBe('');
    wait(1);
    expect(status().textContent?.trim()).toBe(FAILED);
    expect(link().getAttribute('href')).toBe('https://vimeo.com/76979871');
  });

  it("tells it soon when the frame loaded a page that is not the player (the browser's own error page)", () => {
    vi.useFakeTimers();
    renderWithProviders(<VideoPlayer content={content} name={NAME} />, { config: vimeoAllowed });
    act(() => frame().dispatchEvent(new Event('load')));
    wait(VIMEO_ANSWER_AFTER_LOAD_MS);
    expect(status().textContent?.trim()).toBe(FAILED);
  });

  it("takes no other page's word for it, and clears the message when the player answers late", () => {
    vi.useFakeTimers();
    renderWithProviders(<VideoPlayer content={content} name={NAME} />, { config: vimeoAllowed });
    act(() => frame().dispatchEvent(new Event('load')));
    playerSays('{"event":"ready"}', 'https://example.org');
    playerSays('not json');
    wait(VIMEO_ANSWER_AFTER_LOAD_MS);
    expect(status().textContent?.trim()).toBe(FAILED);
    playerSays({ method: 'ping' });
    expect(status().textContent).toBe('');
  });

  it('embeds no player where the allowed external sources leave Vimeo out, and says so beside the link (doc 2 §9)', () => {
    for (const allowedExternalSources of [[], ['vimeo.com'], ['*.vimeo.evil.test']]) {
      const { unmount } = renderWithProviders(<VideoPlayer content={content} name={NAME} />, {
        config: { ...defaultRuntimeConfig, allowedExternalSources },
      });
      expect(screen.queryByTitle(`Video: ${NAME}`)).toBeNull();
      expect(status().textContent?.trim()).toBe(
        'This video cannot be played here: your organisation does not allow its site to be embedded. Watch it on Vimeo instead.',
      );
      expect(link().getAttribute('href')).toBe('https://vimeo.com/76979871');
      unmount();
    }
  });

  it("speaks the learner's language", async () => {
    const translator = await prepareTranslator('ar-AR');
    render(
      <I18nProvider initial={translator}>
        <VideoPlayer content={content} name={NAME} />
      </I18nProvider>,
    );
    expect(screen.getByRole('link', { name: `شاهد «\u2068${NAME}\u2069» على Vimeo (يُفتح في علامة تبويب جديدة)` })).toBeTruthy();
  });
});
