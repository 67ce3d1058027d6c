import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen } from '@testing-library/react';
import { renderWithProviders } from '../../../test/render.tsx';
import { FramedToolReturn, parentApp, ToolReturnPage } from './tool-callback.tsx';

const RETURN = '/lti-tool-callback?objectiveId=obj-1&activityId=act-q1&workflowId=ow-1';

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  Reflect.deleteProperty(window, 'parent');
});

describe("the tool callback in the course's frame (doc 1 §2 /lti-tool-callback)", () => {
  it("hands the return to the player around it, at the app's own origin only", () => {
    const parent = { postMessage: vi.fn() } as unknown as Window;
    renderWithProviders(<FramedToolReturn parent={parent} />, { url: `${RETURN}&lti_msg=Answers%20saved&lti_log=launch%2042` });
    expect(screen.getByText('Returning to the course…').getAttribute('role')).toBe('status');
    expect(parent.postMessage).toHaveBeenCalledTimes(1);
    expect(parent.postMessage).toHaveBeenCalledWith(
      { subject: 'lti.return', objectiveId: 'obj-1', activityId: 'act-q1', msg: 'Answers saved', errormsg: null },
      window.location.origin,
    );
  });

  it("knows the app's window from a tool host framing the page", () => {
    expect(parentApp()).toBeNull();
    const sameOrigin = { location: { origin: window.location.origin } };
    Object.defineProperty(window, 'parent', { configurable: true, value: sameOrigin });
    expect(parentApp()).toBe(sameOrigin);
    const otherOrigin = {
      get location(): Location {
        throw new DOMException('Blocked a frame', 'SecurityError');
      },
    };
    Object.defineProperty(window, 'parent', { configurable: true, value: otherOrigin });
    expect(parentApp()).toBeNull();
  });
});

describe('the tool callback in a window of its own', () => {
  it("shows the tool's message and error as the tool wrote them, and the way back to the activity", () => {
    renderWithProviders(<ToolReturnPage />, { url: `${RETURN}&lti_msg=${encodeURIComponent('تم الحفظ')}&lti_errormsg=Grade%20not%20sent` });
    expect(screen.getByRole('heading', { level: 1, name: 'Back from the activity' })).toBeTruthy();
    expect(screen.getByText('تم الحفظ').getAttribute('dir')).toBe('auto');
    expect(screen.getByText('Grade not sent').closest('[role="alert"]')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Go back to the activity' }).getAttribute('href')).toBe(
      '/courses/redirect/obj-1?activityId=act-q1',
    );
  });

  it('stays friendly without its parameters: a link to My courses', () => {
    renderWithProviders(<ToolReturnPage />, { url: '/lti-tool-callback' });
    expect(screen.getByText('We could not tell which activity you came back from.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Go to My courses' }).getAttribute('href')).toBe('/courses');
    expect(screen.queryByText('The tool reported a problem')).toBeNull();
  });
});
