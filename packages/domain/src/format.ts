/** doc 1 §5: minutes shown are seconds divided by 60, rounded up. */
export function secondsToMinutes(seconds: number): number {
  if (!Number.isFinite(seconds) || seconds <= 0) return 0;
  return Math.ceil(seconds / 60);
}

export const FILE_SIZE_UNITS = ['B', 'KB', 'MB', 'GB', 'TB'] as const;
export type FileSizeUnit = (typeof FILE_SIZE_UNITS)[number];

export interface FileSizeParts {
  /** Rounded to `fractionDigits`; format it with the locale's number format. */
  readonly value: number;
  readonly unit: FileSizeUnit;
  /** 0 for bytes, 2 for every larger unit (doc 1 §5). */
  readonly fractionDigits: 0 | 2;
}

/**
 * doc 1 §5 file sizes, in steps of 1024 (the spec does not say; 1024 matches the binary
 * sizes operating systems show). A value that would round up to 1024 moves to the next
 * unit, so 1048575 bytes is 1.00 MB rather than 1024.00 KB.
 */
export function getFileSizeParts(bytes: number): FileSizeParts {
  const size = Number.isFinite(bytes) && bytes > 0 ? bytes : 0;
  if (size < 1024) return { value: Math.round(size), unit: 'B', fractionDigits: 0 };
  let value = size;
  let unitIndex = 0;
  while (unitIndex < FILE_SIZE_UNITS.length - 1 && roundTo2(value) >= 1024) {
    value /= 1024;
    unitIndex += 1;
  }
  return { value: roundTo2(value), unit: FILE_SIZE_UNITS[unitIndex] ?? 'TB', fractionDigits: 2 };
}

function roundTo2(value: number): number {
  return Math.round(value * 100) / 100;
}
