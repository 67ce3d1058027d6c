import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { objective, record } from '../../test/course-fixtures.ts';
import { renderWithProviders } from '../../test/render.tsx';
import { CourseCard } from './course-card.tsx';

afterEach(cleanup);

const card = () => screen.getByRole('article', { name: 'Email Etiquette' });
const renderCard = (props: Partial<Parameters<typeof CourseCard>[0]> = {}) =>
  renderWithProviders(<CourseCard index={0} objective={objective({ name: 'Email Etiquette' })} href="/courses/o1" {...props} />);
const withResult = {
  personal: {
    aggregate: { id: 'a1', isSelfEnrolled: false, lastObjectiveWorkflow: null, lastObjectiveRecord: record(), lastActivityWorkflow: null },
    access: null,
  },
  detailsHref: '/courses/o1',
};

describe('course card actions (doc 1 §9 actions limit on cards: default 2)', () => {
  it('shows two actions on the card and no menu', () => {
    renderCard({ ...withResult, unreadAnnouncements: 3, onOpenAnnouncements: () => {} });
    expect(within(card()).getByRole('button', { name: '3 unread announcements' })).toBeTruthy();
    expect(within(card()).getByRole('link', { name: 'View results' })).toBeTruthy();
    expect(within(card()).queryByText('More actions')).toBeNull();
  });

  it('puts a third action in "More actions": the list\'s own action and the announcements stay on the card', () => {
    const openChat = vi.fn();
    renderCard({
      ...withResult,
      unreadAnnouncements: 2,
      onOpenAnnouncements: openChat,
      action: <button type="button">Add to my courses</button>,
    });
    const more = within(card()).getByText('More actions').closest('details')!;
    expect(within(card()).getByRole('button', { name: 'Add to my courses' })).toBeTruthy();
    fireEvent.click(within(card()).getByRole('button', { name: '2 unread announcements' }));
    expect(openChat).toHaveBeenCalledOnce();
    expect(more.open).toBe(false);
    expect(within(more).getByRole('link', { name: 'View results', hidden: true }).getAttribute('href')).toBe('/courses/o1');

    fireEvent.click(within(more).getByText('More actions'));
    expect(more.open).toBe(true);
    fireEvent.keyDown(within(more).getByRole('link', { name: 'View results' }), { key: 'Escape' });
    expect(more.open).toBe(false);
    expect(document.activeElement).toBe(more.querySelector('summary'));
  });

  it('has no actions row at all without actions', () => {
    renderCard();
    expect(within(card()).queryAllByRole('button')).toHaveLength(0);
  });
});

describe('course card cover (issue 17, decision 0044)', () => {
  const stored = '/api/lms-storage/v1/files/0b7c3a52-7d6c-4e8a-9a51-0e7a1c2b3d4f';
  const cover = () => within(card()).getByRole('img', { name: /Email Etiquette/ });

  it('offers a stored cover at each served width, for the width the card is drawn at', () => {
    renderCard({ objective: objective({ name: 'Email Etiquette', imageUrl: stored }) });
    expect(cover().getAttribute('src')).toBe(stored);
    expect(cover().getAttribute('srcset')).toBe(
      `${stored}?width=320 320w, ${stored}?width=640 640w, ${stored}?width=960 960w, ${stored}?width=1280 1280w`,
    );
    expect(cover().getAttribute('sizes')).toBe('(max-width: 48rem) 100vw, 24rem');
    expect([cover().getAttribute('width'), cover().getAttribute('height')]).toEqual(['640', '360']);
  });

  it('shows a cover from elsewhere as given', () => {
    renderCard({ objective: objective({ name: 'Email Etiquette', imageUrl: 'https://cdn.example.org/cover.jpg' }) });
    expect(cover().getAttribute('src')).toBe('https://cdn.example.org/cover.jpg');
    expect(cover().hasAttribute('srcset')).toBe(false);
    expect(cover().hasAttribute('sizes')).toBe(false);
  });
});
