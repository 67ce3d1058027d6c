/** A reference inside a package split into the file it names and what follows it (query, fragment). */
export interface PackageRef {
  /** The file's path inside the package, percent-decoded: a key of the zip's files. */
  file: string;
  /** The reference as a URL path (not decoded), with its query and fragment. */
  url: string;
}

const ABSOLUTE_URL = /^[A-Za-z][A-Za-z0-9+.-]*:/;

export function isAbsoluteUrl(href: string): boolean {
  return ABSOLUTE_URL.test(href) || href.startsWith('//');
}

/**
 * Resolves `href` against the `xml:base` values that apply to it (outermost first), as a
 * relative URL is resolved, and refuses one that leaves the package: `..` above the root,
 * an absolute path or URL, a backslash. Answers the reason as a string when refused.
 */
export function resolveInPackage(bases: readonly string[], href: string): PackageRef | string {
  const given = [...bases.filter(Boolean), href];
  for (const part of given) {
    if (isAbsoluteUrl(part) || part.startsWith('/')) return `"${part}" is not a path inside the package`;
    if (part.includes('\\')) return `"${part}" has a backslash`;
  }
  for (const base of bases) if (/[?#]/.test(base)) return `xml:base "${base}" has a query or fragment`;
  const cut = href.search(/[?#]/);
  const tail = cut === -1 ? '' : href.slice(cut);
  // A base names a folder ("content" and "content/" alike); joined, the path is relative to the root.
  const joined = [...bases.filter(Boolean).map((b) => (b.endsWith('/') ? b : `${b}/`)), cut === -1 ? href : href.slice(0, cut)].join('');
  const segments: string[] = [];
  for (const segment of joined.split('/')) {
    if (segment === '..') {
      if (segments.length === 0) {
        const withBases = bases.filter(Boolean).length
          ? ` (with xml:base ${bases
              .filter(Boolean)
              .map((b) => `"${b}"`)
              .join(', ')})`
          : '';
        return `"${href}"${withBases} points outside the package (..)`;
      }
      segments.pop();
    } else if (segment !== '.' && segment !== '') segments.push(segment);
  }
  const url = segments.join('/');
  let file: string;
  try {
    file = decodeURIComponent(url);
  } catch {
    return `"${href}" has a malformed percent-escape`;
  }
  if (!file || joined.endsWith('/')) return `"${href}" names a folder, not a file`;
  return { file, url: url + tail };
}

/**
 * Appends an item's `parameters` to a launch URL by the rules of the SCORM CAM (2004 4th
 * ed. §3.4.1.1 / 1.2 §2.3.5): leading '?' and '&' dropped, a fragment only when there is
 * none, '&' when the URL has a query already.
 */
export function withParameters(url: string, parameters: string | undefined): string {
  if (!parameters) return url;
  let params = parameters.replace(/^[?&]+/, '');
  if (!params) return url;
  if (params.startsWith('#')) return url.includes('#') ? url : url + params;
  const hash = url.indexOf('#');
  const [base, fragment] = hash === -1 ? [url, ''] : [url.slice(0, hash), url.slice(hash)];
  params = base.includes('?') ? `&${params}` : `?${params}`;
  return base + params + fragment;
}
