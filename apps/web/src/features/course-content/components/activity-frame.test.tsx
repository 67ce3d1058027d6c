import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { DisplayMode } from '@lp/domain';
import { renderWithProviders } from '../../../test/render.tsx';
import { contentView, node } from '../../../test/content-tree.ts';
import { ActivityFrame } from './activity-frame.tsx';

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

describe('display modes (doc 1 §3)', () => {
  const activityOf = (displayMode: number, size: { preferredWidth?: number; preferredHeight?: number } = {}) => ({
    ...contentView(node('a1')).activity,
    displayMode,
    ...size,
  });

  it('Fullscreen offers a button that shows the activity full screen', () => {
    const requestFullscreen = vi.fn(() => Promise.resolve());
    Object.defineProperty(HTMLElement.prototype, 'requestFullscreen', { configurable: true, value: requestFullscreen });
    renderWithProviders(<ActivityFrame activity={activityOf(DisplayMode.Fullscreen)}>content</ActivityFrame>);
    fireEvent.click(screen.getByRole('button', { name: 'View full screen' }));
    expect(requestFullscreen).toHaveBeenCalledTimes(1);
  });

  it('EmbeddedCustom takes the preferred width and height; EmbeddedAuto neither', () => {
    renderWithProviders(
      <ActivityFrame activity={activityOf(DisplayMode.EmbeddedCustom, { preferredWidth: 640, preferredHeight: 480 })}>
        custom
      </ActivityFrame>,
    );
    const custom = screen.getByText('custom');
    expect([custom.style.inlineSize, custom.style.blockSize]).toEqual(['640px', '480px']);
    cleanup();
    renderWithProviders(<ActivityFrame activity={activityOf(DisplayMode.EmbeddedAuto, { preferredWidth: 640 })}>auto</ActivityFrame>);
    expect(screen.getByText('auto').getAttribute('style')).toBeNull();
    expect(screen.queryByRole('button', { name: 'View full screen' })).toBeNull();
  });
});
