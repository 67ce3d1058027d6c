import { useRef, useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useModalDrawer } from './use-modal-drawer.ts';

/** A menu button and its drawer, as the shell has them. */
function Harness() {
  const [open, setOpen] = useState(false);
  const drawer = useRef<HTMLElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  useModalDrawer({ open, onClose: () => setOpen(false), drawer, button });
  return (
    <>
      <button ref={button} type="button" aria-expanded={open} onClick={() => setOpen((o) => !o)}>
        Menu
      </button>
      <nav ref={drawer} hidden={!open} aria-label="Main navigation">
        <a href="/dashboard">Dashboard</a>
        <a href="/courses" aria-current="page">
          My courses
        </a>
        <button type="button">Send feedback</button>
      </nav>
      <main>
        <a href="/elsewhere">Behind the drawer</a>
      </main>
    </>
  );
}

const menu = () => screen.getByRole('button', { name: 'Menu' });
const tab = (shift = false) => fireEvent.keyDown(document.activeElement ?? document.body, { key: 'Tab', shiftKey: shift });

afterEach(cleanup);

describe('the navigation drawer of narrow screens is modal', () => {
  it('moves the focus in on open, to the current page', () => {
    render(<Harness />);
    fireEvent.click(menu());
    expect(document.activeElement?.textContent).toBe('My courses');
  });

  it('keeps Tab and Shift+Tab inside the drawer and its button', () => {
    render(<Harness />);
    fireEvent.click(menu());
    tab();
    expect(document.activeElement?.textContent).toBe('Send feedback');
    tab();
    expect(document.activeElement).toBe(menu());
    tab();
    expect(document.activeElement?.textContent).toBe('Dashboard');
    tab(true);
    expect(document.activeElement).toBe(menu());
    tab(true);
    expect(document.activeElement?.textContent).toBe('Send feedback');
  });

  it('closes on Escape and gives the focus back to the button', () => {
    render(<Harness />);
    fireEvent.click(menu());
    fireEvent.keyDown(document.activeElement!, { key: 'Escape' });
    expect(menu().getAttribute('aria-expanded')).toBe('false');
    expect(document.activeElement).toBe(menu());
  });

  it('closes on a click beside it, not on a click inside it', () => {
    render(<Harness />);
    fireEvent.click(menu());
    fireEvent.click(screen.getByText('Send feedback'));
    expect(menu().getAttribute('aria-expanded')).toBe('true');
    fireEvent.click(document.body);
    expect(menu().getAttribute('aria-expanded')).toBe('false');
    expect(document.activeElement).toBe(menu());
  });

  it('leaves the keys alone when closed', () => {
    render(<Harness />);
    menu().focus();
    fireEvent.keyDown(menu(), { key: 'Escape' });
    tab();
    expect(document.activeElement).toBe(menu());
  });
});
