import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, within } from '@testing-library/react';
import { renderWithProviders } from '../../test/render.tsx';
import { BreadcrumbsProvider, useBreadcrumbs, type Crumb } from '../../components/breadcrumbs-context.tsx';
import { Breadcrumbs, SHORT_TRAIL_QUERY } from './breadcrumbs.tsx';

function Page({ trail }: { trail: Crumb[] }) {
  useBreadcrumbs(trail);
  return null;
}

const courseContent: Crumb[] = [
  { label: 'My courses', href: '/courses' },
  { label: 'Data Privacy Fundamentals', href: '/courses/c1/view/details' },
  { label: 'Course content' },
];

function renderTrail(trail: Crumb[], { phone }: { phone: boolean }) {
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: phone && query === SHORT_TRAIL_QUERY,
    media: query,
    addEventListener() {},
    removeEventListener() {},
  }));
  renderWithProviders(
    <BreadcrumbsProvider>
      <Page trail={trail} />
      <Breadcrumbs />
    </BreadcrumbsProvider>,
  );
  return screen.getByRole('navigation', { name: 'Breadcrumb' });
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('the header breadcrumb', () => {
  it('on a wide screen: the whole trail, every level but the current page a link', () => {
    const nav = renderTrail(courseContent, { phone: false });
    expect(
      within(nav)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['My courses', 'Data Privacy Fundamentals']);
    expect(within(nav).getByText('Course content').getAttribute('aria-current')).toBe('page');
  });

  it('on a phone: the current page and one link back, named by the parent page', () => {
    const nav = renderTrail(courseContent, { phone: true });
    const back = within(nav).getByRole('link');
    expect(back.textContent).toBe('Data Privacy Fundamentals');
    expect(back.getAttribute('href')).toBe('/courses/c1/view/details');
    // The parent's name is the author's text, in its own direction; the chevron is decoration.
    expect(within(back).getByText('Data Privacy Fundamentals').getAttribute('dir')).toBe('auto');
    expect(back.querySelector('svg')?.getAttribute('aria-hidden')).toBe('true');
    expect(within(nav).getByText('Course content').getAttribute('aria-current')).toBe('page');
    expect(within(nav).queryByText('My courses')).toBeNull();
  });

  it('on a phone, a top-level page: the current page alone', () => {
    const nav = renderTrail([{ label: 'Catalog' }], { phone: true });
    expect(within(nav).queryByRole('link')).toBeNull();
    expect(within(nav).getByText('Catalog').getAttribute('aria-current')).toBe('page');
  });
});
