import type { Messages } from './catalog-check.ts';

/**
 * A catalog as its file holds it (ADR 0002): keys sorted, two-space indent, a trailing newline.
 * Writing through this keeps a file byte-identical when its messages did not change, so an
 * import that changes nothing leaves no diff.
 */
export function serializeCatalog(messages: Messages): string {
  const sorted = Object.fromEntries(
    Object.keys(messages)
      .sort()
      .map((key) => [key, messages[key]]),
  );
  return `${JSON.stringify(sorted, null, 2)}\n`;
}
