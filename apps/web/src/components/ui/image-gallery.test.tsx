import { afterEach, describe, expect, it, onTestFinished, vi } from 'vitest';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { I18nProvider, prepareTranslator } from '../../lib/i18n.tsx';
import { ImageGallery, type GalleryImage } from './image-gallery.tsx';

const images: GalleryImage[] = [
  { src: '/lake.png', alt: 'A lake' },
  { src: '/hill.png', alt: 'A hill' },
  { src: '/town.png', alt: 'A town' },
];

async function renderGallery({ locale = 'en-US', startIndex = 1, list = images } = {}) {
  const onClose = vi.fn();
  const translator = await prepareTranslator(locale);
  render(
    <I18nProvider initial={translator}>
      <ImageGallery images={list} startIndex={startIndex} onClose={onClose} />
    </I18nProvider>,
  );
  return { onClose, dialog: screen.getByRole('dialog') as HTMLDialogElement };
}

/** A page with an opener button, as the gallery is used. */
function GalleryPage() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Open photos
      </button>
      {open ? <ImageGallery images={images} onClose={() => setOpen(false)} /> : null}
    </>
  );
}

const shownImage = () => screen.getByRole('img').getAttribute('alt');

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  document.documentElement.removeAttribute('dir');
  document.documentElement.removeAttribute('lang');
});

describe('ImageGallery (doc 1 §2 full-screen image gallery)', () => {
  it('opens as a modal dialog named by the translator, on the start image with its counter', async () => {
    const showModal = vi.spyOn(HTMLDialogElement.prototype, 'showModal');
    const { dialog } = await renderGallery();
    expect(showModal).toHaveBeenCalledTimes(1);
    expect(dialog.open).toBe(true);
    expect(screen.getByRole('dialog', { name: 'Image gallery' })).toBe(dialog);
    expect(screen.getByRole('img', { name: 'A hill' }).getAttribute('src')).toBe('/hill.png');
    expect(screen.getByText('2 of 3')).toBeTruthy();
  });

  it('falls back to the open attribute where showModal is missing', async () => {
    const showModal = Object.getOwnPropertyDescriptor(HTMLDialogElement.prototype, 'showModal')!;
    Object.defineProperty(HTMLDialogElement.prototype, 'showModal', { configurable: true, value: undefined });
    onTestFinished(() => {
      Object.defineProperty(HTMLDialogElement.prototype, 'showModal', showModal);
    });
    const { dialog } = await renderGallery();
    expect(dialog.hasAttribute('open')).toBe(true);
  });

  it('steps with the next and previous buttons and wraps around at both ends', async () => {
    await renderGallery();
    const next = screen.getByRole('button', { name: 'Next image' });
    const previous = screen.getByRole('button', { name: 'Previous image' });
    fireEvent.click(next);
    expect([shownImage(), screen.getByText('3 of 3').textContent]).toEqual(['A town', '3 of 3']);
    fireEvent.click(next);
    expect([shownImage(), screen.getByText('1 of 3').textContent]).toEqual(['A lake', '1 of 3']);
    fireEvent.click(previous);
    expect(shownImage()).toBe('A town');
  });

  it.each([
    ['left to right', 'en-US', 'ArrowRight', 'A town'],
    ['left to right', 'en-US', 'ArrowLeft', 'A lake'],
    ['right to left (mirrored)', 'ar-AR', 'ArrowLeft', 'A town'],
    ['right to left (mirrored)', 'ar-AR', 'ArrowRight', 'A lake'],
  ])('in %s (%s), %s shows %s', async (_dir, locale, key, expected) => {
    const { dialog } = await renderGallery({ locale });
    fireEvent.keyDown(dialog, { key });
    expect(shownImage()).toBe(expected);
  });

  it('speaks Arabic in ar-AR, with the digits 0–9 in the counter', async () => {
    await renderGallery({ locale: 'ar-AR' });
    expect(screen.getByRole('dialog', { name: 'معرض الصور' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'الصورة التالية' }));
    expect(screen.getByText('3 من 3')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'الصورة السابقة' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'إغلاق المعرض' })).toBeTruthy();
  });

  it('closes with Escape and with the close button', async () => {
    const { onClose, dialog } = await renderGallery();
    fireEvent.keyDown(screen.getByRole('button', { name: 'Next image' }), { key: 'Escape' });
    expect(onClose).toHaveBeenCalledTimes(1);
    fireEvent.click(screen.getByRole('button', { name: 'Close the gallery' }));
    expect(onClose).toHaveBeenCalledTimes(2);
    expect(dialog.open).toBe(true); // the parent decides: the gallery does not close itself
  });

  it('moves focus into the gallery on open and back to the opener on close', async () => {
    const translator = await prepareTranslator('en-US');
    render(
      <I18nProvider initial={translator}>
        <GalleryPage />
      </I18nProvider>,
    );
    const opener = screen.getByRole('button', { name: 'Open photos' });
    opener.focus();
    fireEvent.click(opener);
    const close = screen.getByRole('button', { name: 'Close the gallery' });
    expect(document.activeElement).toBe(close);
    fireEvent.click(close);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(opener);
  });

  it('keeps Tab focus inside: from the last button to the first and back with Shift+Tab', async () => {
    await renderGallery();
    const close = screen.getByRole('button', { name: 'Close the gallery' });
    const previous = screen.getByRole('button', { name: 'Previous image' });
    const next = screen.getByRole('button', { name: 'Next image' });
    next.focus();
    expect(fireEvent.keyDown(next, { key: 'Tab' })).toBe(false); // handled: default prevented
    expect(document.activeElement).toBe(close);
    expect(fireEvent.keyDown(close, { key: 'Tab', shiftKey: true })).toBe(false);
    expect(document.activeElement).toBe(next);
    previous.focus();
    expect(fireEvent.keyDown(previous, { key: 'Tab' })).toBe(true); // inside the cycle the browser moves focus
    expect(document.activeElement).toBe(previous);
  });

  it('shows no previous or next button for a single image', async () => {
    await renderGallery({ list: [images[0]!], startIndex: 0 });
    expect(screen.queryByRole('button', { name: 'Next image' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Previous image' })).toBeNull();
    expect(screen.getByText('1 of 1')).toBeTruthy();
  });

  it('clamps a start index past the end to the last image', async () => {
    await renderGallery({ startIndex: 9 });
    expect(shownImage()).toBe('A town');
    expect(screen.getByText('3 of 3')).toBeTruthy();
  });
});
