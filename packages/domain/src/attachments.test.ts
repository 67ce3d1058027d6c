import { describe, expect, it } from 'vitest';
import {
  DEFAULT_ATTACHMENT_MAX_BYTES,
  DEFAULT_ATTACHMENT_TYPES,
  doesContentMatchExtension,
  getAttachmentLimitParts,
  getAttachmentMediaType,
  getAttachmentRefusal,
  getFileExtension,
} from './attachments.ts';

const limits = { maxBytes: DEFAULT_ATTACHMENT_MAX_BYTES, types: DEFAULT_ATTACHMENT_TYPES };

describe('getAttachmentRefusal (doc 2 §5 "Attachment too large", "Wrong attachment type")', () => {
  it.each([
    ['a PDF within the limit', { name: 'report.pdf', type: 'application/pdf', size: 2048 }, null],
    ['the extension in capitals', { name: 'PHOTO.JPG', type: 'image/jpeg', size: 10 }, null],
    ['a type the browser did not know', { name: 'notes.docx', type: '', size: 10 }, null],
    ['octet-stream is not knowing', { name: 'data.zip', type: 'application/octet-stream', size: 10 }, null],
    ['a type with parameters', { name: 'a.txt', type: 'text/plain; charset=utf-8', size: 10 }, null],
    ['exactly the largest size', { name: 'a.pdf', type: 'application/pdf', size: DEFAULT_ATTACHMENT_MAX_BYTES }, null],
    ['one byte over is too large', { name: 'a.pdf', type: 'application/pdf', size: DEFAULT_ATTACHMENT_MAX_BYTES + 1 }, 'tooLarge'],
    ['an empty file', { name: 'a.pdf', type: 'application/pdf', size: 0 }, 'empty'],
    ['a type not on the list', { name: 'page.html', type: 'text/html', size: 10 }, 'wrongType'],
    ['SVG is not on the default list', { name: 'logo.svg', type: 'image/svg+xml', size: 10 }, 'wrongType'],
    ['no extension', { name: 'README', type: 'text/plain', size: 10 }, 'wrongType'],
    ['a dot file has no extension', { name: '.pdf', type: 'application/pdf', size: 10 }, 'wrongType'],
    ['a spoofed extension: .pdf named text/html', { name: 'a.pdf', type: 'text/html', size: 10 }, 'wrongType'],
    ['a wrong type wins over a wrong size', { name: 'a.exe', type: '', size: DEFAULT_ATTACHMENT_MAX_BYTES + 1 }, 'wrongType'],
  ] as const)('%s', (_rule, file, refusal) => {
    expect(getAttachmentRefusal(file, limits)).toBe(refusal);
  });

  it("follows the tenant's own list and size", () => {
    const tenant = { maxBytes: 1024, types: ['psd'] };
    expect(getAttachmentRefusal({ name: 'a.psd', type: 'image/vnd.adobe.photoshop', size: 1024 }, tenant)).toBeNull();
    expect(getAttachmentRefusal({ name: 'a.pdf', type: 'application/pdf', size: 10 }, tenant)).toBe('wrongType');
    expect(getAttachmentRefusal({ name: 'a.psd', type: '', size: 1025 }, tenant)).toBe('tooLarge');
  });
});

describe('doesContentMatchExtension (the bytes are what the name says)', () => {
  const bytes = (...b: (number | string)[]) =>
    new Uint8Array(b.flatMap((x) => (typeof x === 'string' ? Array.from(x, (c) => c.charCodeAt(0)) : [x])));
  it.each([
    ['a PDF', 'a.pdf', bytes('%PDF-1.7'), true],
    ['HTML named .pdf', 'a.pdf', bytes('<html><script>'), false],
    ['a PNG', 'a.png', bytes(0x89, 'PNG', 0x0d, 0x0a, 0x1a, 0x0a), true],
    ['a GIF named .png', 'a.png', bytes('GIF89a'), false],
    ['a docx is a zip', 'a.docx', bytes('PK', 3, 4), true],
    ['text', 'a.txt', bytes('hello'), true],
    ['binary named .txt', 'a.txt', bytes('MZ', 0, 0), false],
    ['an extension we know nothing of', 'a.psd', bytes('8BPS'), true],
  ] as const)('%s', (_rule, name, head, ok) => {
    expect(doesContentMatchExtension(name, head)).toBe(ok);
  });
});

describe('names and types', () => {
  it.each([
    ['report.final.PDF', 'pdf'],
    ['C:\\Users\\a\\b.docx', 'docx'],
    ['noext', ''],
  ])('%s has the extension %s', (name, ext) => expect(getFileExtension(name)).toBe(ext));
  it('stores a known extension with its own type and an unknown one as bytes', () => {
    expect(getAttachmentMediaType('a.JPG')).toBe('image/jpeg');
    expect(getAttachmentMediaType('a.psd')).toBe('application/octet-stream');
  });
  it('shows the limit in whole units when it is one', () => {
    expect(getAttachmentLimitParts(10 * 1024 * 1024)).toEqual({ value: 10, unit: 'MB', fractionDigits: 0 });
    expect(getAttachmentLimitParts(1.5 * 1024 * 1024)).toEqual({ value: 1.5, unit: 'MB', fractionDigits: 2 });
  });
});
