/**
 * Stored files come from authors and importers, not from us: whatever a browser makes of
 * them must never run in the portal's origin (security issue 9, item 1). Three locks, each
 * enough alone for the common browsers:
 * - every answer of the file routes carries `Content-Security-Policy: sandbox`, so a file
 *   opened as a page gets an opaque origin and no scripts (no cookies, no `users/me`);
 * - only the types on INLINE_CONTENT_TYPES are shown inline; everything else — SVG, HTML,
 *   XML, text, PDF, media, office files, unknown bytes — is a download (`attachment`). An
 *   `<img>`, `<video>` or `fetch()` of the same URL ignores the disposition, so covers and
 *   diagrams in SVG still draw: as images, where browsers never run SVG scripts;
 * - `nosniff`, so a browser takes the stored type at its word and never guesses HTML.
 * docs/decisions/0012-stored-files-never-run.md.
 */

/**
 * The types a browser shows inline: raster images, which its image viewer draws in a page
 * that runs nothing even in a sandbox. The one list that decides `inline`. Not on it, by
 * trial in Chromium: video and audio (a sandboxed media page has an opaque origin and may
 * not load its own file) and PDF (Chromium refuses its PDF viewer in a sandboxed page) —
 * the players use `<video>`, `<audio>` and `fetch()`, which ignore the disposition.
 */
export const INLINE_CONTENT_TYPES: readonly string[] = ['image/png', 'image/jpeg', 'image/gif', 'image/webp', 'image/avif'];

/** No scripts, no origin, no loads: for a download, a refused request or an error. */
const LOCKED_POLICY = "sandbox; default-src 'none'";
/** The image viewer centres and shades the picture with inline styles; nothing else is allowed. */
const IMAGE_POLICY = `${LOCKED_POLICY}; style-src 'unsafe-inline'`;

/** The type without its parameters (`text/plain; charset=utf-8` → `text/plain`), lower case. */
const essenceOf = (contentType: string) => contentType.split(';')[0]!.trim().toLowerCase();

export function isInlineContentType(contentType: string): boolean {
  return INLINE_CONTENT_TYPES.includes(essenceOf(contentType));
}

/** Headers sent with every answer of the file routes, whatever its status. */
export const LOCKED_FILE_HEADERS = {
  'content-security-policy': LOCKED_POLICY,
  'x-content-type-options': 'nosniff',
} as const;

/** RFC 5987 `filename*`: encodeURIComponent leaves `'()*!` alone, which the header's grammar does not allow. */
const filenameParameter = (name: string) =>
  `filename*=UTF-8''${encodeURIComponent(name).replace(/['()*!]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`)}`;

/** Headers of a stored file's bytes (200, 206, HEAD, 416): its type and how a browser may show it. */
export function storedFileHeaders(file: { name: string; contentType: string }): Record<string, string> {
  const inline = isInlineContentType(file.contentType);
  return {
    'content-type': file.contentType,
    'content-disposition': `${inline ? 'inline' : 'attachment'}; ${filenameParameter(file.name)}`,
    'content-security-policy': inline ? IMAGE_POLICY : LOCKED_POLICY,
    'x-content-type-options': 'nosniff',
  };
}
