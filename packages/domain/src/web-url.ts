// Node and browsers both ship the WHATWG URL and URLSearchParams globals, but this package
// compiles with neither the DOM nor the Node types (and must also compile inside the web
// and server programs, which have one or the other), so it names only what it uses.

export interface SearchParamsLike {
  forEach(callback: (value: string, key: string) => void): void;
}

/** A URLSearchParams at run time, typed by the members rules and callers rely on. */
export interface QueryParams extends SearchParamsLike {
  get(name: string): string | null;
  getAll(name: string): string[];
  has(name: string): boolean;
  append(name: string, value: string): void;
  toString(): string;
}

export interface ParsedUrl {
  readonly protocol: string;
  readonly host: string;
  readonly hostname: string;
  readonly username: string;
  readonly password: string;
  readonly origin: string;
  readonly pathname: string;
  readonly href: string;
}

interface UrlGlobals {
  URL: new (input: string, base?: string) => ParsedUrl;
  URLSearchParams: new (init?: string) => QueryParams;
}

const urlGlobals = globalThis as unknown as UrlGlobals;

/** Resolves `input` against `base` like a browser would; null when it is not a URL. */
export function parseUrl(input: string, base?: string): ParsedUrl | null {
  try {
    return new urlGlobals.URL(input, base);
  } catch {
    return null;
  }
}

export function createQueryParams(init = ''): QueryParams {
  return new urlGlobals.URLSearchParams(init);
}
