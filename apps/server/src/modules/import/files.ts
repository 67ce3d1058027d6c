import { readFile } from 'node:fs/promises';
import { basename, extname, resolve } from 'node:path';
import { sanitizeSvg } from '../../lib/sanitize-svg.ts';
import type { IssueList } from './errors.ts';
import type { ImportFile } from './schema/index.ts';

export interface LoadedFile {
  name: string;
  contentType: string;
  bytes: Buffer;
}

/** Files by their path as written in the import file. */
export type LoadedFiles = Map<string, LoadedFile>;

/** The route that serves stored files (written in the storage module). */
export const FILE_URL_PREFIX = '/api/lms-storage/v1/files/';

/** Same rule as the schema's filePath, for paths found inside HTML. */
const SAFE_PATH = /^(?![/\\])(?![A-Za-z]:)(?!.*(?:^|[/\\])\.\.(?:[/\\]|$)).+$/;

const MAX_BYTES = 100 * 1024 * 1024;

const SVG_CONTENT_TYPE = 'image/svg+xml';

const CONTENT_TYPES: Record<string, string> = {
  '.svg': SVG_CONTENT_TYPE,
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.gif': 'image/gif',
  '.webp': 'image/webp',
  '.pdf': 'application/pdf',
  '.mp4': 'video/mp4',
  '.webm': 'video/webm',
  '.mp3': 'audio/mpeg',
  '.txt': 'text/plain; charset=utf-8',
  '.csv': 'text/csv; charset=utf-8',
  '.docx': 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  '.xlsx': 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  '.pptx': 'application/vnd.openxmlformats-officedocument.presentationml.presentation',
  '.zip': 'application/zip',
};

/**
 * What SCORM and cmi5 packages hold (issue 34): their pages and scripts must run, so they
 * are served by these types, from the content origin only (decision 0078). Never the types
 * of files stored in `files`, which the portal's own origin serves (decision 0012).
 */
const PACKAGE_CONTENT_TYPES: Record<string, string> = {
  ...CONTENT_TYPES,
  '.html': 'text/html; charset=utf-8',
  '.htm': 'text/html; charset=utf-8',
  '.xhtml': 'application/xhtml+xml',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json',
  '.xml': 'application/xml',
  '.xsd': 'application/xml',
  '.dtd': 'application/xml-dtd',
  '.woff': 'font/woff',
  '.woff2': 'font/woff2',
  '.ttf': 'font/ttf',
  '.otf': 'font/otf',
  '.eot': 'application/vnd.ms-fontobject',
  '.ico': 'image/x-icon',
  '.bmp': 'image/bmp',
  '.avif': 'image/avif',
  '.m4a': 'audio/mp4',
  '.aac': 'audio/aac',
  '.ogg': 'audio/ogg',
  '.oga': 'audio/ogg',
  '.wav': 'audio/wav',
  '.m4v': 'video/mp4',
  '.ogv': 'video/ogg',
  '.mov': 'video/quicktime',
  '.vtt': 'text/vtt; charset=utf-8',
  '.srt': 'text/plain; charset=utf-8',
  '.swf': 'application/x-shockwave-flash',
  '.wasm': 'application/wasm',
  '.map': 'application/json',
};

export function contentTypeOf(path: string): string {
  return CONTENT_TYPES[extname(path).toLowerCase()] ?? 'application/octet-stream';
}

/** The type a package's file is served by on the content origin. */
export function packageContentTypeOf(path: string): string {
  return PACKAGE_CONTENT_TYPES[extname(path).toLowerCase()] ?? 'application/octet-stream';
}

/**
 * HTML may show a stored file with `{{file:images/diagram.svg}}` (in an img src or a
 * link href); the import replaces it with the file's URL.
 */
export const EMBEDDED_FILE = /\{\{file:([^}]+)\}\}/g;

export function embeddedFiles(html: string | undefined): string[] {
  return html ? [...html.matchAll(EMBEDDED_FILE)].map((m) => m[1]!.trim()) : [];
}

/** Every file path the import file mentions, with the JSON path of its first mention. */
export function referencedFiles(file: ImportFile): Map<string, string> {
  const found = new Map<string, string>();
  const add = (path: string | undefined, at: string) => {
    if (path !== undefined && !found.has(path)) found.set(path, at);
  };
  file.courses.forEach((c, i) => {
    add(c.imageFile, `courses[${i}].imageFile`);
    for (const path of embeddedFiles(c.about)) add(path, `courses[${i}].about`);
    c.activities.forEach((a, j) => {
      const at = `courses[${i}].activities[${j}]`;
      add(a.imageFile, `${at}.imageFile`);
      if ('html' in a) for (const path of embeddedFiles(a.html)) add(path, `${at}.html`);
      if (a.type === 'video') for (const path of embeddedFiles(a.transcriptHtml)) add(path, `${at}.transcriptHtml`);
      if (a.type === 'text' || a.type === 'video') add(a.file, `${at}.file`);
      a.attachments.forEach((f, k) => add(f.file, `${at}.attachments[${k}].file`));
      if (a.type === 'discussion')
        a.posts.forEach((post, k) => post.attachments.forEach((f, n) => add(f.file, `${at}.posts[${k}].attachments[${n}].file`)));
    });
    c.announcementChannel?.messages.forEach((m, j) =>
      m.attachments.forEach((f, k) => add(f.file, `courses[${i}].announcementChannel.messages[${j}].attachments[${k}].file`)),
    );
  });
  file.promoBanners.forEach((b, i) => add(b.imageFile, `promoBanners[${i}].imageFile`));
  return found;
}

/**
 * The bytes kept of a file: an SVG image sanitised (it may carry scripts, lib/sanitize-svg.ts),
 * null when it is no SVG image; any other file as it is.
 */
function storedBytes(contentType: string, bytes: Buffer): Buffer | null {
  if (contentType !== SVG_CONTENT_TYPE) return bytes;
  const svg = sanitizeSvg(bytes.toString('utf8').replace(/^\uFEFF/, ''));
  return svg === null ? null : Buffer.from(svg, 'utf8');
}

/** Reads the referenced files before the transaction opens, so a missing one fails fast. */
export async function loadFiles(file: ImportFile, baseDir: string | undefined, issues: IssueList): Promise<LoadedFiles> {
  const loaded: LoadedFiles = new Map();
  for (const [path, at] of referencedFiles(file)) {
    if (!SAFE_PATH.test(path)) {
      issues.add(at, `Not a relative path inside the import file's folder: ${path}`);
      continue;
    }
    if (baseDir === undefined) {
      issues.add(at, 'Files can only be referenced when importing from a file (no base folder)');
      continue;
    }
    const bytes = await readFile(resolve(baseDir, path)).catch(() => null);
    if (!bytes) {
      issues.add(at, `File not found: ${path}`);
      continue;
    }
    if (bytes.length > MAX_BYTES) {
      issues.add(at, `File is larger than ${MAX_BYTES / 1024 / 1024} MB: ${path}`);
      continue;
    }
    const contentType = contentTypeOf(path);
    const stored = storedBytes(contentType, bytes);
    if (stored) loaded.set(path, { name: basename(path), contentType, bytes: stored });
    else issues.add(at, `Not an SVG image (no <svg> element at its root): ${path}`);
  }
  return loaded;
}
