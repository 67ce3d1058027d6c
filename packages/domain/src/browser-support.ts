export type BrowserName = 'chrome' | 'safari' | 'edge' | 'other';

export interface BrowserKind {
  readonly name: BrowserName;
  readonly mobile: boolean;
}

// Chromium-based and iOS browsers that carry the Chrome or Safari token but are not them.
const OTHER_BROWSERS = /OPR\/|Opera|SamsungBrowser|YaBrowser|UCBrowser|Vivaldi|Firefox\/|FxiOS|Edge\//;

/** Reads the browser family and form factor from a user-agent string. */
export function getBrowserKind(userAgent: string): BrowserKind {
  const mobile = /Mobi|Android|iPhone|iPad|iPod/.test(userAgent);
  if (OTHER_BROWSERS.test(userAgent)) return { name: 'other', mobile };
  // Chromium Edge: Edg/ on desktop, EdgA/ on Android, EdgiOS/ on iOS.
  if (/Edg(A|iOS)?\//.test(userAgent)) return { name: 'edge', mobile };
  if (/CriOS\//.test(userAgent) || /(Chrome|Chromium)\//.test(userAgent)) return { name: 'chrome', mobile };
  // Android's stock browser also says "Safari"; real Safari runs on Apple devices only.
  if (/AppleWebKit/.test(userAgent) && /Macintosh|iPhone|iPad|iPod/.test(userAgent)) return { name: 'safari', mobile };
  return { name: 'other', mobile };
}

/**
 * doc 1 §2 Layout: the unsupported-browser alert shows outside desktop Chrome, Safari and
 * Edge and mobile Chrome and Safari. Edge on a phone (EdgA, EdgiOS) and the legacy
 * EdgeHTML Edge are not on the list; Chromium browsers that identify only as Chrome
 * (Brave, for one) cannot be told apart and pass.
 */
export function isSupportedBrowser(userAgent: string): boolean {
  const { name, mobile } = getBrowserKind(userAgent);
  if (mobile) return name === 'chrome' || name === 'safari';
  return name === 'chrome' || name === 'safari' || name === 'edge';
}
