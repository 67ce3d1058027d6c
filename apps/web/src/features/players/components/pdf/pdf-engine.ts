import type * as PdfjsModule from 'pdfjs-dist';
import type { PDFDocumentLoadingTask, PDFDocumentProxy, PDFPageProxy } from 'pdfjs-dist';
// The worker is a file of its own, fetched by pdf.js when a document is opened.
import workerSrc from 'pdfjs-dist/build/pdf.worker.min.mjs?url';

/** A link annotation of a page: its target and its box, in percent of the page. */
export interface PdfLink {
  url: string;
  box: { start: number; top: number; width: number; height: number };
}

/** One page as the viewer needs it: its size at scale 1 (CSS pixels), its links, and a renderer. */
export interface PdfPage {
  width: number;
  height: number;
  links: PdfLink[];
  /** Draws the page at `scale` into a canvas of its own; resolves when done, also when cancelled. */
  render(canvas: HTMLCanvasElement, scale: number): RenderJob;
  /** Lays the page's text, invisible but selectable and readable by screen readers, over the drawing. */
  renderText(container: HTMLElement, scale: number): RenderJob;
}

export interface RenderJob {
  promise: Promise<void>;
  cancel(): void;
}

export interface PdfDocument {
  pageCount: number;
  /** The first page: its size lays out the pages not measured yet, and "fit width" uses it. */
  firstPage: PdfPage;
  getPage(pageNumber: number): Promise<PdfPage>;
}

// A page canvas holds at most this many device pixels (pdf.js's own viewer limit): past it
// the sharpness for high-density screens is given up rather than memory.
const MAX_CANVAS_PIXELS = 2 ** 25;
// PDF sizes are in points (1/72 inch), CSS in pixels (1/96 inch): at 100 % a page shows at its printed size.
const CSS_PIXELS_PER_POINT = 96 / 72;

type Pdfjs = typeof PdfjsModule;
let library: Promise<Pdfjs> | undefined;

/** pdf.js, fetched the first time a PDF is opened (it never weighs on the first page). */
export function loadPdfjs(): Promise<Pdfjs> {
  library ??= import('pdfjs-dist').then(
    (pdfjs) => {
      pdfjs.GlobalWorkerOptions.workerSrc = workerSrc;
      return pdfjs;
    },
    (error: unknown) => {
      library = undefined; // a failed chunk load may be retried by the next viewer
      throw error;
    },
  );
  return library;
}

/**
 * Opens a PDF from its bytes. `baseUrl` (the file's address) resolves relative link targets.
 * `close()` stops the loading and frees the document and its worker.
 */
export function openPdfDocument(bytes: Uint8Array, baseUrl: string): { promise: Promise<PdfDocument>; close(): void } {
  let task: PDFDocumentLoadingTask | undefined;
  let closed = false;
  const promise = loadPdfjs().then(async (pdfjs) => {
    if (closed) throw new Error('closed');
    // pdf.js takes ownership of (detaches) the buffer it is given: give it a copy, the query cache keeps the original.
    task = pdfjs.getDocument({ data: bytes.slice(), docBaseUrl: baseUrl, verbosity: pdfjs.VerbosityLevel.ERRORS });
    const doc = await task.promise;
    const pages = new Map<number, Promise<PdfPage>>();
    const getPage = (pageNumber: number) => {
      let page = pages.get(pageNumber);
      if (!page) {
        page = readPage(pdfjs, doc, pageNumber);
        pages.set(pageNumber, page);
      }
      return page;
    };
    return { pageCount: doc.numPages, firstPage: await getPage(1), getPage };
  });
  return {
    promise,
    close() {
      closed = true;
      void task?.destroy();
    },
  };
}

/** A cancelled job ends quietly; any other failure is passed on. */
function quietOnCancel(promise: Promise<unknown>, cancelledName: string): Promise<void> {
  return promise.then(
    () => undefined,
    (error: unknown) => {
      if ((error as { name?: string } | null)?.name !== cancelledName) throw error;
    },
  );
}

async function readPage(pdfjs: Pdfjs, doc: PDFDocumentProxy, pageNumber: number): Promise<PdfPage> {
  const page = await doc.getPage(pageNumber);
  const viewport = page.getViewport({ scale: CSS_PIXELS_PER_POINT });
  return {
    width: viewport.width,
    height: viewport.height,
    links: await readLinks(page),
    render(canvas, scale) {
      // Drawn at the screen's pixel density, so text stays sharp; the CSS size is the page box's.
      const ratio = Math.min(
        window.devicePixelRatio || 1,
        Math.sqrt(MAX_CANVAS_PIXELS / (viewport.width * viewport.height * scale * scale)),
      );
      const drawn = page.getViewport({ scale: CSS_PIXELS_PER_POINT * scale * ratio });
      canvas.width = Math.floor(drawn.width);
      canvas.height = Math.floor(drawn.height);
      const task = page.render({ canvas, viewport: drawn });
      return { promise: quietOnCancel(task.promise, 'RenderingCancelledException'), cancel: () => task.cancel() };
    },
    renderText(container, scale) {
      // The sizes pdf.js gives the text layer are in terms of this factor (its own viewer sets it on the page).
      container.style.setProperty('--total-scale-factor', String(CSS_PIXELS_PER_POINT * scale));
      const layer = new pdfjs.TextLayer({
        textContentSource: page.streamTextContent({ includeMarkedContent: true, disableNormalization: true }),
        container,
        viewport: page.getViewport({ scale: CSS_PIXELS_PER_POINT * scale }),
      });
      return { promise: quietOnCancel(layer.render(), 'AbortException'), cancel: () => layer.cancel() };
    },
  };
}

/** Link annotations with a web address (pdf.js resolves them); links within the document are not offered. */
async function readLinks(page: PDFPageProxy): Promise<PdfLink[]> {
  const viewport = page.getViewport({ scale: 1 });
  const annotations = (await page.getAnnotations({ intent: 'display' })) as { subtype?: string; url?: unknown; rect?: number[] }[];
  return annotations.flatMap(({ subtype, url, rect }) => {
    if (subtype !== 'Link' || typeof url !== 'string' || rect?.length !== 4) return [];
    const [x1, y1] = viewport.convertToViewportPoint(rect[0]!, rect[1]!) as [number, number];
    const [x2, y2] = viewport.convertToViewportPoint(rect[2]!, rect[3]!) as [number, number];
    const percent = (value: number, of: number) => (value / of) * 100;
    return [
      {
        url,
        box: {
          start: percent(Math.min(x1, x2), viewport.width),
          top: percent(Math.min(y1, y2), viewport.height),
          width: percent(Math.abs(x2 - x1), viewport.width),
          height: percent(Math.abs(y2 - y1), viewport.height),
        },
      },
    ];
  });
}
