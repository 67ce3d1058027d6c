import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import { defaultRuntimeConfig } from '../../../lib/runtime-config.ts';
import { renderWithProviders } from '../../../test/render.tsx';
import { RichHtml } from './rich-html.tsx';
import { TextPlayer } from './text-player.tsx';
import { VideoPlayer, vimeoId } from './video-player.tsx';
import { everythingInView } from '../../../test/in-view.ts';

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

describe('rich text (doc 2 §5)', () => {
  it('blocks a PDF link to another host with a console warning, and lets this site’s through', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    renderWithProviders(
      <RichHtml
        html={
          '<p><a href="https://files.example.net/a.pdf">outside</a> <a href="/api/lms-storage/v1/files/1">inside</a> <a href="https://example.net/page">page</a></p>'
        }
      />,
    );
    const click = (name: string) => fireEvent.click(screen.getByRole('link', { name }));
    expect(click('outside')).toBe(false); // default prevented
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('https://files.example.net/a.pdf'));
    warn.mockClear();
    expect(click('inside')).toBe(true);
    expect(click('page')).toBe(true); // not a PDF: not this rule's business
    expect(warn).not.toHaveBeenCalled();
  });

  it('turns its images into buttons that open the full-screen gallery on the clicked one', () => {
    renderWithProviders(<RichHtml html={'<p><img src="/a.svg" alt="Heat, fuel and oxygen"><img src="/b.svg" alt=""></p>'} />);
    const first = screen.getByRole('button', { name: 'Open image: Heat, fuel and oxygen' });
    expect(first.tabIndex).toBe(0);
    expect(screen.getByRole('button', { name: 'Open image' })).toBeTruthy();
    fireEvent.keyDown(first, { key: 'Enter' });
    expect(screen.getByRole('dialog', { name: 'Image gallery' })).toBeTruthy();
    expect(screen.getByText('1 of 2')).toBeTruthy();
  });
});

describe('the players', () => {
  it('runs scripted HTML only in a sandboxed frame without same-origin access', () => {
    everythingInView();
    renderWithProviders(
      <TextPlayer
        html="<p>safe copy</p>"
        scriptedUrl="/api/platform/v1/users/me/objective-workflows/w/activity/p/scripted-content"
        name="Quiz intro"
      />,
    );
    const frame = screen.getByTitle('Interactive content of Quiz intro') as HTMLIFrameElement;
    expect(frame.getAttribute('sandbox')).toBe('allow-scripts');
    // A page of its own, not srcdoc: a srcdoc frame inherits the app's policy, which runs no inline script.
    expect(frame.getAttribute('src')).toBe('/api/platform/v1/users/me/objective-workflows/w/activity/p/scripted-content');
    expect(frame.getAttribute('srcdoc')).toBeNull();
    expect(screen.queryByText('safe copy')).toBeNull();
  });

  it('creates a frame only once it comes near the viewport (100px margin)', async () => {
    const observers: { callback: IntersectionObserverCallback; margin: string | undefined }[] = [];
    vi.stubGlobal(
      'IntersectionObserver',
      class {
        constructor(callback: IntersectionObserverCallback, options: IntersectionObserverInit) {
          observers.push({ callback, margin: options.rootMargin });
        }
        observe() {}
        disconnect() {}
      },
    );
    renderWithProviders(<VideoPlayer content={{ provider: 'vimeo', url: 'https://vimeo.com/76979871' }} name="Evacuation walk-through" />, {
      config: { ...defaultRuntimeConfig, allowedExternalSources: ['player.vimeo.com'] },
    });
    expect(screen.queryByTitle('Video: Evacuation walk-through')).toBeNull();
    const [observer] = observers;
    expect(observer?.margin).toBe('100px');
    act(() => observer?.callback([{ isIntersecting: true } as IntersectionObserverEntry], {} as IntersectionObserver));
    expect((await screen.findByTitle('Video: Evacuation walk-through')).getAttribute('src')).toBe(
      'https://player.vimeo.com/video/76979871',
    );
  });

  it('plays a stored video in the native player', () => {
    renderWithProviders(
      <VideoPlayer
        content={{
          provider: 'file',
          file: { fileId: 'f', url: '/api/lms-storage/v1/files/f', name: 'walk.mp4', contentType: 'video/mp4', size: 1 },
        }}
        name="Walk"
      />,
    );
    const video = document.querySelector('video')!;
    expect(video.getAttribute('src')).toBe('/api/lms-storage/v1/files/f');
    expect(video.hasAttribute('controls')).toBe(true);
  });

  it.each([
    ['https://vimeo.com/76979871', '76979871'],
    ['https://player.vimeo.com/video/22439234', '22439234'],
    ['https://evil.example.net/76979871', null],
  ])('reads the Vimeo id of %s', (url, id) => {
    expect(vimeoId(url)).toBe(id);
  });
});
