import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import type { FileRefView } from '@lp/contract';
import { renderWithProviders } from '../../../../test/render.tsx';
import { RuntimeConfigContext } from '../../../../lib/runtime-config-context.tsx';
import { defaultRuntimeConfig } from '../../../../lib/runtime-config.ts';
import type { PdfDocument, PdfLink, PdfPage } from './pdf-engine.ts';
import { PdfViewer } from './pdf-viewer.tsx';
import { everythingInView } from '../../../../test/in-view.ts';

// happy-dom draws nothing and runs no pdf.js worker: the engine is replaced by a document
// of our own, and what is checked is what the viewer does around it.
const engine = vi.hoisted(() => ({ open: vi.fn() }));
vi.mock('./pdf-engine.ts', () => ({
  loadPdfjs: () => Promise.resolve({}),
  openPdfDocument: (bytes: Uint8Array, baseUrl: string) => ({ promise: engine.open(bytes, baseUrl), close: () => {} }),
}));

const file: FileRefView = {
  fileId: 'f1',
  url: '/api/lms-storage/v1/files/f1',
  name: 'Fire safety checklist.pdf',
  contentType: 'application/pdf',
  size: 4,
};
const renders: { pageWidth: number; scale: number; canvas: HTMLCanvasElement }[] = [];

function fakePage(links: PdfLink[] = [], failToDraw = false): PdfPage {
  return {
    width: 600,
    height: 800,
    links,
    render(canvas, scale) {
      renders.push({ pageWidth: 600, scale, canvas });
      return { promise: failToDraw ? Promise.reject(new Error('bad page')) : Promise.resolve(), cancel: () => {} };
    },
    renderText(container) {
      container.textContent = 'Fire safety checklist';
      return { promise: Promise.resolve(), cancel: () => {} };
    },
  };
}
const fakeDocument = (pageCount: number, firstPage = fakePage()): PdfDocument => ({
  pageCount,
  firstPage,
  getPage: (n) => Promise.resolve(n === 1 ? firstPage : fakePage()),
});

function answer(status: number, body = '%PDF') {
  const fetchMock = vi.fn(() => Promise.resolve(new Response(status === 200 ? body : null, { status })));
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

// The toast region of the providers is an alert too: look for the viewer's by its words.
const alertSaying = (text: string | RegExp) => screen.findByText(text, { selector: '[role="alert"]' });

function renderViewer(storageHost?: string) {
  return renderWithProviders(
    <RuntimeConfigContext.Provider value={{ ...defaultRuntimeConfig, storageHost }}>
      <PdfViewer file={file} name="Fire safety checklist (PDF)" />
    </RuntimeConfigContext.Provider>,
  );
}

beforeEach(() => {
  renders.length = 0;
  everythingInView();
});
afterEach(() => {
  cleanup();
  engine.open.mockReset();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

describe('the PDF viewer: a refused or broken file (doc 2 §8)', () => {
  it.each([
    [401, 'Please log in to view the file', false],
    [403, 'You do not have permission to view the file', false],
    [500, 'Failed to load PDF', true],
    [404, 'Failed to load PDF', true],
  ])('says why when the file answers %i, offering the download only when it may help', async (status, text, download) => {
    answer(status);
    renderViewer();
    expect(await alertSaying(text)).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Download Fire safety checklist.pdf' }) !== null).toBe(download);
    expect(engine.open).not.toHaveBeenCalled();
  });

  it('reads the file itself, with the session cookie, and opens its bytes against the file’s address', async () => {
    const fetchMock = answer(200, '%PDF-1.4');
    engine.open.mockResolvedValue(fakeDocument(1));
    renderViewer();
    await screen.findByRole('region', { name: 'Fire safety checklist.pdf (PDF)' });
    expect(fetchMock).toHaveBeenCalledWith(file.url, expect.objectContaining({ credentials: 'include' }));
    const [bytes, baseUrl] = engine.open.mock.calls[0] as [Uint8Array, string];
    expect(new TextDecoder().decode(bytes)).toBe('%PDF-1.4');
    expect(baseUrl).toBe(new URL(file.url, window.location.href).href);
  });

  it('offers the download with a friendly message when the file cannot be displayed', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    answer(200);
    engine.open.mockRejectedValue(new Error('Invalid PDF structure.'));
    renderViewer();
    expect(await alertSaying('This PDF could not be displayed. You can download it and open it on your device.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Download Fire safety checklist.pdf' }).getAttribute('href')).toBe(file.url);
  });

  it('does the same when a page fails to draw', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    answer(200);
    engine.open.mockResolvedValue(fakeDocument(1, fakePage([], true)));
    renderViewer();
    expect(await alertSaying(/^This PDF could not be displayed\./)).toBeTruthy();
  });
});

describe('the PDF viewer: pages and controls', () => {
  it('names each drawn page "Page n of m" and shows the page count and the download link', async () => {
    answer(200);
    engine.open.mockResolvedValue(fakeDocument(3));
    renderViewer();
    const controls = await screen.findByRole('group', { name: 'PDF controls' });
    expect(controls.textContent).toContain('3 pages');
    expect(await screen.findByRole('img', { name: 'Page 1 of 3' })).toBeTruthy();
    expect(await screen.findByRole('img', { name: 'Page 3 of 3' })).toBeTruthy();
    expect(screen.getAllByText('Fire safety checklist')).toHaveLength(3); // each page's text layer
    expect(screen.getByRole('link', { name: 'Download Fire safety checklist.pdf' }).hasAttribute('download')).toBe(true);
    expect(screen.getByRole('region', { name: 'Fire safety checklist.pdf (PDF)' }).tabIndex).toBe(0);
  });

  it('draws only the pages near the visible part', async () => {
    const observed: Element[] = [];
    let report: IntersectionObserverCallback = () => {};
    vi.stubGlobal(
      'IntersectionObserver',
      class {
        constructor(callback: IntersectionObserverCallback) {
          report = callback;
        }
        observe(target: Element) {
          observed.push(target);
        }
        disconnect() {}
      },
    );
    answer(200);
    engine.open.mockResolvedValue(fakeDocument(5));
    renderViewer();
    await screen.findByRole('region', { name: 'Fire safety checklist.pdf (PDF)' });
    expect(observed).toHaveLength(5);
    expect(screen.queryAllByRole('img')).toHaveLength(0);
    const entry = (index: number, isIntersecting: boolean) => ({ target: observed[index]!, isIntersecting }) as IntersectionObserverEntry;
    report([entry(0, true), entry(1, true)], {} as IntersectionObserver);
    await screen.findByRole('img', { name: 'Page 2 of 5' });
    expect(screen.queryAllByRole('img')).toHaveLength(2);
    report([entry(0, false)], {} as IntersectionObserver);
    await waitFor(() => expect(screen.queryByRole('img', { name: 'Page 1 of 5' })).toBeNull());
  });

  it('zooms in and out by steps within bounds, and back to the width of the viewer', async () => {
    answer(200);
    engine.open.mockResolvedValue(fakeDocument(1));
    renderViewer();
    const zoomIn = await screen.findByRole('button', { name: 'Zoom in' });
    const zoomOut = screen.getByRole('button', { name: 'Zoom out' });
    const fit = screen.getByRole('button', { name: 'Fit to width' });
    const page = () => screen.getByRole('img', { name: 'Page 1 of 1' }).parentElement!;
    // happy-dom has no layout: the width is unknown, so "fit" is 100 %.
    expect(screen.getByText('Zoom 100%')).toBeTruthy();
    expect(fit.getAttribute('aria-pressed')).toBe('true');

    fireEvent.click(zoomIn);
    expect(screen.getByText('Zoom 125%')).toBeTruthy();
    expect(fit.getAttribute('aria-pressed')).toBe('false');
    expect(page().style.inlineSize).toBe('750px');
    await waitFor(() => expect(renders.at(-1)?.scale).toBe(1.25));

    for (let i = 0; i < 10; i++) fireEvent.click(zoomIn);
    expect(screen.getByText('Zoom 400%')).toBeTruthy();
    expect(zoomIn.getAttribute('aria-disabled')).toBe('true');
    expect(zoomIn).toBe(screen.getByRole('button', { name: 'Zoom in' })); // stays focusable in place

    for (let i = 0; i < 20; i++) fireEvent.click(zoomOut);
    expect(screen.getByText('Zoom 25%')).toBeTruthy();
    expect(zoomOut.getAttribute('aria-disabled')).toBe('true');

    fireEvent.click(fit);
    expect(screen.getByText('Zoom 100%')).toBeTruthy();
    expect(page().style.inlineSize).toBe('600px');
  });
});

describe('links inside a PDF (doc 2 §5)', () => {
  const box = { start: 10, top: 10, width: 20, height: 5 };
  const links: PdfLink[] = [
    { url: `${window.location.origin}/api/lms-storage/v1/files/f2`, box },
    { url: 'https://files.example.net/bucket/guide.pdf', box },
    { url: 'https://evil.example.net/phish', box },
  ];

  it('follows this site and the storage host in a new tab, and blocks any other target with a console warning', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    answer(200);
    engine.open.mockResolvedValue(fakeDocument(1, fakePage(links)));
    const { container } = renderViewer('files.example.net');
    const own = await screen.findByRole('link', { name: `Link: ${links[0]!.url}` });
    expect(own.getAttribute('href')).toBe(links[0]!.url);
    expect(own.getAttribute('target')).toBe('_blank');
    expect(own.getAttribute('rel')).toContain('noopener');
    expect(screen.getByRole('link', { name: 'Link: https://files.example.net/bucket/guide.pdf' })).toBeTruthy();

    expect(screen.queryByRole('link', { name: /evil/ })).toBeNull();
    const blocked = container.querySelector('[data-blocked-link]')!;
    expect(blocked.getAttribute('data-blocked-link')).toBe('https://evil.example.net/phish');
    fireEvent.click(blocked);
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('https://evil.example.net/phish'));
  });

  it('allows only this site when no storage host is configured', async () => {
    answer(200);
    engine.open.mockResolvedValue(fakeDocument(1, fakePage(links)));
    const { container } = renderViewer();
    await screen.findByRole('link', { name: `Link: ${links[0]!.url}` });
    expect(screen.queryByRole('link', { name: /files\.example\.net/ })).toBeNull();
    expect([...container.querySelectorAll('[data-blocked-link]')].map((e) => e.getAttribute('data-blocked-link'))).toEqual([
      'https://files.example.net/bucket/guide.pdf',
      'https://evil.example.net/phish',
    ]);
  });
});
