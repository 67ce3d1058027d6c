/**
 * Attachments a learner adds to a discussion post or a team's hand-in (issue 34 item 4,
 * decision 0081). doc 2 §5 names two refusals: "Attachment too large" and "Wrong
 * attachment type"; the tenant sets the size and the types (tenant settings
 * `attachments.maxBytes` and `attachments.types`). The same question is asked by the web
 * before uploading and by the server before storing.
 */
import { getFileSizeParts, type FileSizeParts } from './format.ts';

/** Default largest attachment: 10 MiB. */
export const DEFAULT_ATTACHMENT_MAX_BYTES = 10 * 1024 * 1024;
/** No tenant may allow more (the upload travels as base64 JSON, a third larger): 25 MiB. */
export const ATTACHMENT_MAX_BYTES_CEILING = 25 * 1024 * 1024;
/** Files on one post or one hand-in. */
export const MAX_ATTACHMENTS = 5;

/**
 * The media types each known extension is sent as; the first is the one it is stored and
 * served with (a learner's browser names the type, and we never serve it back as whatever
 * the browser or an attacker said). An extension a tenant adds that is not here is stored
 * as `application/octet-stream`.
 */
export const ATTACHMENT_MEDIA_TYPES: Readonly<Record<string, readonly string[]>> = {
  pdf: ['application/pdf'],
  png: ['image/png'],
  jpg: ['image/jpeg', 'image/pjpeg'],
  jpeg: ['image/jpeg', 'image/pjpeg'],
  gif: ['image/gif'],
  webp: ['image/webp'],
  txt: ['text/plain'],
  csv: ['text/csv', 'text/plain', 'application/vnd.ms-excel'],
  md: ['text/markdown', 'text/plain', 'text/x-markdown'],
  doc: ['application/msword'],
  docx: ['application/vnd.openxmlformats-officedocument.wordprocessingml.document'],
  xls: ['application/vnd.ms-excel'],
  xlsx: ['application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'],
  ppt: ['application/vnd.ms-powerpoint'],
  pptx: ['application/vnd.openxmlformats-officedocument.presentationml.presentation'],
  odt: ['application/vnd.oasis.opendocument.text'],
  ods: ['application/vnd.oasis.opendocument.spreadsheet'],
  odp: ['application/vnd.oasis.opendocument.presentation'],
  zip: ['application/zip', 'application/x-zip-compressed'],
};

/** Default allowed types: documents, images, text and zip archives (no HTML, SVG, scripts or programs). */
export const DEFAULT_ATTACHMENT_TYPES: readonly string[] = Object.keys(ATTACHMENT_MEDIA_TYPES);

export interface AttachmentLimits {
  /** Largest file in bytes. */
  readonly maxBytes: number;
  /** Allowed extensions, lower case without the dot (`pdf`, `docx`). */
  readonly types: readonly string[];
}

export interface AttachmentCandidate {
  readonly name: string;
  /** The media type the browser named; '' or `application/octet-stream` when it did not know. */
  readonly type: string;
  readonly size: number;
}

/** Why a file is refused: `tooLarge` and `wrongType` are doc 2 §5's two messages. */
export type AttachmentRefusal = 'empty' | 'tooLarge' | 'wrongType';

/** A file's extension, lower case without the dot; '' when it has none. */
export function getFileExtension(name: string): string {
  const base = name.split(/[\\/]/).pop() ?? '';
  const dot = base.lastIndexOf('.');
  return dot > 0 ? base.slice(dot + 1).toLowerCase() : '';
}

const UNKNOWN_TYPES = new Set(['', 'application/octet-stream']);
const essence = (type: string) => type.split(';')[0]!.trim().toLowerCase();

/**
 * Whether a file may be attached, and if not why. The type is the extension: it must be on
 * the tenant's list, and a media type the browser named must be one that extension is sent
 * as (a `.pdf` named `text/html` is a wrong type, not a PDF).
 */
export function getAttachmentRefusal(file: AttachmentCandidate, limits: AttachmentLimits): AttachmentRefusal | null {
  const extension = getFileExtension(file.name);
  if (!extension || !limits.types.includes(extension)) return 'wrongType';
  const named = essence(file.type);
  const known = ATTACHMENT_MEDIA_TYPES[extension];
  if (known && !UNKNOWN_TYPES.has(named) && !known.includes(named)) return 'wrongType';
  if (file.size <= 0) return 'empty';
  if (file.size > limits.maxBytes) return 'tooLarge';
  return null;
}

/** The media type a file of this name is stored and served with. */
export function getAttachmentMediaType(name: string): string {
  return ATTACHMENT_MEDIA_TYPES[getFileExtension(name)]?.[0] ?? 'application/octet-stream';
}

const bytesOf = (text: string) => Array.from(text, (c) => c.charCodeAt(0));
/** How binary formats begin (their magic numbers); text formats have none. */
const SIGNATURES: Readonly<Record<string, readonly (readonly number[])[]>> = {
  pdf: [bytesOf('%PDF-')],
  png: [[0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]],
  jpg: [[0xff, 0xd8, 0xff]],
  jpeg: [[0xff, 0xd8, 0xff]],
  gif: [bytesOf('GIF87a'), bytesOf('GIF89a')],
  webp: [bytesOf('RIFF')],
  zip: [
    [0x50, 0x4b, 0x03, 0x04],
    [0x50, 0x4b, 0x05, 0x06],
  ],
  docx: [[0x50, 0x4b, 0x03, 0x04]],
  xlsx: [[0x50, 0x4b, 0x03, 0x04]],
  pptx: [[0x50, 0x4b, 0x03, 0x04]],
  odt: [[0x50, 0x4b, 0x03, 0x04]],
  ods: [[0x50, 0x4b, 0x03, 0x04]],
  odp: [[0x50, 0x4b, 0x03, 0x04]],
  doc: [[0xd0, 0xcf, 0x11, 0xe0]],
  xls: [[0xd0, 0xcf, 0x11, 0xe0]],
  ppt: [[0xd0, 0xcf, 0x11, 0xe0]],
};
const TEXT_EXTENSIONS = new Set(['txt', 'csv', 'md']);

/**
 * Whether a file's first bytes are what its extension says (the server's check; a browser
 * only knows the name): a binary format must begin with its signature, a text file may
 * hold no NUL byte. An extension we know nothing of passes.
 */
export function doesContentMatchExtension(name: string, head: Uint8Array): boolean {
  const extension = getFileExtension(name);
  if (TEXT_EXTENSIONS.has(extension)) return !head.includes(0);
  const signatures = SIGNATURES[extension];
  if (!signatures) return true;
  return signatures.some((signature) => signature.every((byte, i) => head[i] === byte));
}

/** The size limit for people: whole units without decimals (`10 MB`, `1.5 MB`). */
export function getAttachmentLimitParts(maxBytes: number): FileSizeParts {
  const parts = getFileSizeParts(maxBytes);
  return { ...parts, fractionDigits: Number.isInteger(parts.value) ? 0 : 2 };
}
