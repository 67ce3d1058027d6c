import { zipSync, type Zippable } from 'fflate';

/**
 * A zip that is the same bytes for the same files: entries sorted by path, one fixed date,
 * one compression level, no extra fields (fflate writes none unless asked).
 */
export function deterministicZip(files: ReadonlyMap<string, Uint8Array>): Uint8Array {
  // Every entry's date, from local date parts because a zip stores local time (DOS date): the same
  // parts give the same bytes in any time zone. Made on each call, as the zone may have changed.
  const mtime = new Date(2026, 0, 1, 0, 0, 0);
  const entries: Zippable = {};
  for (const path of [...files.keys()].sort()) entries[path] = [files.get(path)!, { mtime, level: 9 }];
  return zipSync(entries);
}
