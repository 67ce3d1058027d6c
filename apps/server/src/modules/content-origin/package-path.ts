/**
 * A path inside a package as a URL names it: '/'-separated segments, none empty, '.' or
 * '..', no backslash or control character. Null for anything else, which is then answered
 * like a file that is not there.
 */
export function packagePath(raw: string): string | null {
  if (!raw || raw.length > 1024 || /[\\\u0000-\u001f\u007f]/.test(raw)) return null;
  const segments = raw.split('/');
  return segments.every((s) => s !== '' && s !== '.' && s !== '..') ? segments.join('/') : null;
}
