import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import type { ActivityPositionView } from '@lp/contract';
import { renderWithProviders } from '../../../test/render.tsx';
import type { ActivityPosition } from '../hooks/use-activity-position.ts';
import { TextPlayer } from './text-player.tsx';
import { VideoPlayer } from './video-player.tsx';

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  vi.useRealTimers();
});

const positionOf = (saved: Partial<ActivityPositionView> | null) => {
  const report = vi.fn<ActivityPosition['report']>();
  return { saved: saved && { savedAt: '2026-12-01T10:00:00.000Z', ...saved }, report } satisfies ActivityPosition;
};

describe('a long text opens where the learner was (decision 0076)', () => {
  it('scrolls the window to the saved fraction of the text, and reports the fraction as the learner scrolls', () => {
    vi.useFakeTimers();
    const scrollTo = vi.spyOn(window, 'scrollTo').mockImplementation(() => {});
    vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockReturnValue({ top: 100, bottom: 4100, height: 4000 } as DOMRect);
    const position = positionOf({ scroll: 0.5 });
    renderWithProviders(<TextPlayer html="<p>a long lesson</p>" scriptedUrl={undefined} name="Lesson" position={position} />);
    act(() => void vi.advanceTimersByTime(0));
    expect(scrollTo).toHaveBeenCalledWith({ top: 100 + 2000, behavior: 'instant' });

    vi.mocked(HTMLElement.prototype.getBoundingClientRect).mockReturnValue({ top: -1000, bottom: 3000, height: 4000 } as DOMRect);
    fireEvent.scroll(window);
    expect(position.report).toHaveBeenLastCalledWith({ scroll: 0.25 });
  });

  it('does not move a text with no saved position, nor one the learner already scrolled', () => {
    vi.useFakeTimers();
    const scrollTo = vi.spyOn(window, 'scrollTo').mockImplementation(() => {});
    renderWithProviders(<TextPlayer html="<p>a lesson</p>" scriptedUrl={undefined} name="Lesson" position={positionOf(null)} />);
    act(() => void vi.advanceTimersByTime(1000));
    expect(scrollTo).not.toHaveBeenCalled();
    cleanup();
    renderWithProviders(<TextPlayer html="<p>a lesson</p>" scriptedUrl={undefined} name="Lesson" position={positionOf({ scroll: 0.5 })} />);
    fireEvent.wheel(window);
    act(() => void vi.advanceTimersByTime(1000));
    expect(scrollTo).not.toHaveBeenCalled();
  });
});

describe('a video opens at the time the learner was at (decision 0076)', () => {
  const video = { provider: 'file', file: { url: '/files/v.webm', name: 'v.webm' } } as never;

  it('seeks to the saved time once the length is known, then reports the time as it plays', () => {
    const position = positionOf({ seconds: 42, duration: 120 });
    renderWithProviders(<VideoPlayer content={video} name="Walkways" position={position} />);
    const element = screen.getByLabelText('Walkways') as HTMLVideoElement;
    Object.defineProperty(element, 'duration', { value: 120, configurable: true });
    fireEvent.loadedMetadata(element);
    expect(element.currentTime).toBe(42);
    element.currentTime = 50;
    fireEvent.timeUpdate(element);
    expect(position.report).toHaveBeenLastCalledWith({ seconds: 50, duration: 120 });
  });

  it('starts from the beginning when the saved time is at the end', () => {
    renderWithProviders(<VideoPlayer content={video} name="Walkways" position={positionOf({ seconds: 119.5, duration: 120 })} />);
    const element = screen.getByLabelText('Walkways') as HTMLVideoElement;
    Object.defineProperty(element, 'duration', { value: 120, configurable: true });
    fireEvent.loadedMetadata(element);
    expect(element.currentTime).toBe(0);
  });
});
