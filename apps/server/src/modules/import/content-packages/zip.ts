import type { Readable } from 'node:stream';
import yauzl from 'yauzl';

/** What a package may hold; enforced on the bytes actually inflated, not on what the zip's directory claims. */
export interface ZipLimits {
  /** Entries in the zip's central directory, folders included. */
  maxEntries: number;
  /** Bytes of one file once inflated. */
  maxEntryBytes: number;
  /** Bytes of all files once inflated. */
  maxTotalBytes: number;
  /** Inflated bytes per compressed byte of one entry, counted once an entry passes `ratioFloorBytes`. */
  maxRatio: number;
  /** Below this many inflated bytes the ratio is not checked: a small text file of spaces compresses a thousandfold. */
  ratioFloorBytes: number;
}

const MIB = 1024 * 1024;

export const DEFAULT_ZIP_LIMITS: ZipLimits = {
  maxEntries: 20_000,
  maxEntryBytes: 512 * MIB,
  maxTotalBytes: 1024 * MIB,
  maxRatio: 200,
  ratioFloorBytes: MIB,
};

/** A zip that cannot be taken: the message names the entry and the reason. */
export class ZipError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'ZipError';
  }
}

export interface ZipEntryFile {
  /** '/'-separated, relative, no empty, '.' or '..' segment. */
  path: string;
  bytes: Buffer;
}

const S_IFMT = 0o170000;
const S_IFLNK = 0o120000;
/** "Version made by" host systems whose external attributes carry Unix modes (APPNOTE 4.4.2: 3 Unix, 19 OS X). */
const UNIX_HOSTS = new Set([3, 19]);

/** Why a name cannot be a path inside a package, or null when it can. */
export function entryNameProblem(name: string): string | null {
  if (name.length === 0) return 'an empty name';
  if (name.length > 1024) return 'a name longer than 1024 characters';
  if (/[\u0000-\u001f\u007f]/.test(name)) return 'a control character in its name';
  if (name.includes('\\')) return 'a backslash in its name';
  if (name.startsWith('/') || /^[A-Za-z]:/.test(name)) return 'an absolute path';
  const segments = name.replace(/\/$/, '').split('/');
  if (segments.includes('..')) return 'a path outside the package (..)';
  if (segments.some((s) => s === '' || s === '.')) return 'an empty or "." segment in its path';
  return null;
}

/**
 * Reads every file of a zip held in memory, refusing what could hurt: names outside the
 * package, symbolic links, encrypted entries, and zip bombs. yauzl checks that each entry
 * inflates to exactly the size the central directory states and stops the stream at the
 * first byte more; the limits here are counted again on the bytes that arrive, so a lying
 * directory costs at most one limit's worth of work.
 */
export async function readZip(zip: Buffer, limits: ZipLimits = DEFAULT_ZIP_LIMITS): Promise<ZipEntryFile[]> {
  let zipfile: yauzl.ZipFile;
  try {
    // decodeStrings off: names are checked here, with our reasons, before anything else.
    zipfile = await yauzl.fromBufferPromise(zip, { decodeStrings: false, validateEntrySizes: true, strictFileNames: true });
  } catch (error) {
    throw new ZipError(`Not a readable zip file (${(error as Error).message})`);
  }
  try {
    if (zipfile.entryCount > limits.maxEntries) {
      throw new ZipError(`The zip has ${zipfile.entryCount} entries; at most ${limits.maxEntries} are taken`);
    }
    const files: ZipEntryFile[] = [];
    const seen = new Set<string>();
    let total = 0;
    try {
      for await (const entry of zipfile.eachEntry()) {
        const name = entryName(entry);
        const problem = entryNameProblem(name);
        if (problem) throw new ZipError(`Zip entry ${JSON.stringify(name)}: ${problem}`);
        if (name.endsWith('/')) continue; // a folder
        if (isSymlink(entry)) throw new ZipError(`Zip entry ${JSON.stringify(name)}: a symbolic link`);
        if (entry.isEncrypted()) throw new ZipError(`Zip entry ${JSON.stringify(name)}: encrypted`);
        if (!entry.canDecodeFileData()) {
          throw new ZipError(`Zip entry ${JSON.stringify(name)}: compression method ${entry.compressionMethod} is not supported`);
        }
        // Case-insensitive file systems of authors make "A.html" and "a.html" one file; so do we.
        const key = name.toLowerCase();
        if (seen.has(key)) throw new ZipError(`Zip entry ${JSON.stringify(name)}: appears twice in the zip`);
        seen.add(key);
        checkSizes(name, entry.uncompressedSize, entry.compressedSize, total, limits);
        const bytes = await inflate(await zipfile.openReadStreamPromise(entry), name, entry.compressedSize, total, limits);
        total += bytes.length;
        files.push({ path: name, bytes });
      }
    } catch (error) {
      if (error instanceof ZipError) throw error;
      throw new ZipError(`Not a readable zip file (${(error as Error).message})`);
    }
    return files;
  } finally {
    zipfile.close();
  }
}

function entryName(entry: yauzl.Entry): string {
  // strictFileNames: the name as stored, UTF-8 when the entry says so (bit 11), else CP437 decoded by yauzl.
  return yauzl.getFileNameLowLevel(entry.generalPurposeBitFlag, entry.fileNameRaw as unknown as Buffer, entry.extraFields, true);
}

function isSymlink(entry: yauzl.Entry): boolean {
  const host = entry.versionMadeBy >> 8;
  return UNIX_HOSTS.has(host) && ((entry.externalFileAttributes >>> 16) & S_IFMT) === S_IFLNK;
}

/** The sizes so far against the limits; `inflated` is what this entry produced until now. */
function checkSizes(name: string, inflated: number, compressed: number, totalBefore: number, limits: ZipLimits): void {
  const at = `Zip entry ${JSON.stringify(name)}`;
  if (inflated > limits.maxEntryBytes) throw new ZipError(`${at}: larger than ${limits.maxEntryBytes} bytes once inflated`);
  if (totalBefore + inflated > limits.maxTotalBytes) {
    throw new ZipError(`${at}: the package is larger than ${limits.maxTotalBytes} bytes once inflated`);
  }
  if (inflated > limits.ratioFloorBytes && inflated > Math.max(compressed, 1) * limits.maxRatio) {
    throw new ZipError(`${at}: inflates more than ${limits.maxRatio} times its compressed size (a zip bomb?)`);
  }
}

async function inflate(stream: Readable, name: string, compressed: number, totalBefore: number, limits: ZipLimits): Promise<Buffer> {
  const chunks: Buffer[] = [];
  let size = 0;
  try {
    for await (const chunk of stream as AsyncIterable<Buffer>) {
      size += chunk.length;
      checkSizes(name, size, compressed, totalBefore, limits);
      chunks.push(chunk);
    }
  } catch (error) {
    stream.destroy();
    if (error instanceof ZipError) throw error;
    const reason = /too many bytes/.test((error as Error).message)
      ? 'inflates to more bytes than the zip states (a zip bomb?)'
      : (error as Error).message;
    throw new ZipError(`Zip entry ${JSON.stringify(name)}: ${reason}`);
  }
  return Buffer.concat(chunks, size);
}
