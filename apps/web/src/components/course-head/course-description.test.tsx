import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { renderWithProviders } from '../../test/render.tsx';
import { collapseText, CourseDescription } from './course-description.tsx';

const long = 'Subject lines, reply-all, tone and timing: small habits that make email less painful for everyone.';

afterEach(cleanup);

describe('course description (doc 2 §2: collapsed to about 70 characters, Show more / Hide)', () => {
  it('shows about 70 characters, cut at a word, and a Show more button that controls the text', () => {
    renderWithProviders(<CourseDescription text={long} />);
    const button = screen.getByRole('button', { name: 'Show more' });
    const text = document.getElementById(button.getAttribute('aria-controls')!)!;
    expect(text.textContent).toBe('Subject lines, reply-all, tone and timing: small habits that make…');
    expect(button.getAttribute('aria-expanded')).toBe('false');
  });

  it('expands to the whole text and collapses again with Hide', () => {
    renderWithProviders(<CourseDescription text={long} />);
    fireEvent.click(screen.getByRole('button', { name: 'Show more' }));
    const hide = screen.getByRole('button', { name: 'Hide' });
    expect(hide.getAttribute('aria-expanded')).toBe('true');
    expect(screen.getByText(long)).toBeTruthy();
    fireEvent.click(hide);
    expect(screen.getByRole('button', { name: 'Show more' }).getAttribute('aria-expanded')).toBe('false');
    expect(screen.queryByText(long)).toBeNull();
  });

  it('a short description is shown whole, with no button; an empty one shows nothing', () => {
    renderWithProviders(<CourseDescription text="Spot hazards before they hurt." />);
    expect(screen.getByText('Spot hazards before they hurt.')).toBeTruthy();
    expect(screen.queryByRole('button')).toBeNull();
    cleanup();
    expect(renderWithProviders(<CourseDescription text="  " />).container.textContent).toBe('');
  });

  it.each([
    ['exactly 70 characters stay whole', 'x'.repeat(70), 'x'.repeat(70)],
    ['a word that runs past the limit is left out', `${'word '.repeat(13)}unbreakable-long-word`, `${'word '.repeat(13).trimEnd()}…`],
    ['one long word is cut at the limit', 'y'.repeat(90), `${'y'.repeat(70)}…`],
  ])('collapseText: %s', (_name, text, expected) => {
    expect(collapseText(text)).toBe(expected);
  });
});
