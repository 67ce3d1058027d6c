import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen } from '@testing-library/react';
import type { CurrentUser } from '@lp/contract';
import { renderWithProviders } from '../../test/render.tsx';
import { Sidebar } from './sidebar.tsx';
import { NAVIGATION_RAIL_KEY, useNavigationRail } from './use-navigation-rail.ts';

vi.mock('../../lib/api/chat-unread.ts', () => ({ useChatUnread: () => ({ data: { total: 2 } }) }));

const ann = {
  id: '00000000-0000-4000-8000-000000000001',
  roles: ['Learner'],
  permissions: [],
  features: [],
} as unknown as CurrentUser;

/** The shell's use of the rail on a course page (app-shell.tsx). */
function CoursePageNavigation({ railed = true }: { railed?: boolean }) {
  const rail = useNavigationRail();
  return <Sidebar user={ann} open={false} onNavigate={() => undefined} rail={railed ? rail : undefined} />;
}

const toggle = () => screen.getByRole('button', { name: /^(Expand|Collapse) navigation$/ });

describe('the navigation rail of course pages (issue 33 item 8)', () => {
  beforeEach(() => localStorage.clear());
  afterEach(cleanup);

  it('starts as a rail: the switch says it expands, each link keeps its words as its name', () => {
    renderWithProviders(<CoursePageNavigation />, { url: '/courses/c1/view/content' });
    expect(toggle().textContent).toBe('Expand navigation');
    expect(toggle().getAttribute('aria-expanded')).toBe('false');
    expect(toggle().getAttribute('aria-controls')).toBe(screen.getByRole('list').id);
    expect(screen.getByRole('link', { name: 'My courses' })).toBeTruthy();
    expect(screen.getByRole('navigation').className).toMatch(/rail/);
  });

  it("remembers the learner's choice in this browser: expanded stays expanded on the next page, folded again stays folded", () => {
    const first = renderWithProviders(<CoursePageNavigation />, { url: '/courses/c1/view/content' });
    fireEvent.click(toggle());
    expect(toggle().getAttribute('aria-expanded')).toBe('true');
    expect(toggle().textContent).toBe('Collapse navigation');
    expect(screen.getByRole('navigation').className).not.toMatch(/rail/);
    expect(localStorage.getItem(NAVIGATION_RAIL_KEY)).toBe('expanded');
    first.unmount();

    renderWithProviders(<CoursePageNavigation />, { url: '/courses/c1/view/details' });
    expect(toggle().getAttribute('aria-expanded')).toBe('true');
    fireEvent.click(toggle());
    expect(localStorage.getItem(NAVIGATION_RAIL_KEY)).toBe('rail');
    expect(toggle().getAttribute('aria-expanded')).toBe('false');
  });

  it('elsewhere the navigation has its words and no switch', () => {
    renderWithProviders(<CoursePageNavigation railed={false} />, { url: '/courses' });
    expect(screen.queryByRole('button', { name: /^(Expand|Collapse) navigation$/ })).toBeNull();
    expect(screen.getByRole('navigation').className).not.toMatch(/rail/);
  });
});
