import type { ErrorBody } from '@lp/contract';
import type { Call, CallInput, CallResult, CallRoute } from '@lp/contract/calls';
import { routePath } from '@lp/contract/route-path';
import { signInUrl } from '../config/paths.ts';
import { dropEarlyAnswers, startEarly, takeEarlyAnswer } from './early-answers.ts';

/** A failed call: the HTTP status and the server's error body when it sent one. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly body: ErrorBody | undefined,
    /** A 429's Retry-After in seconds (decision 0058), when the server said. */
    readonly retryAfterSeconds?: number,
  ) {
    super(body?.errors.general?.[0] ?? `HTTP ${status}`);
  }
  /** The first message of the general list (doc 1 §8: "show the first message found"). */
  get firstMessage(): string | undefined {
    return this.body?.errors.general?.find((m) => m.trim());
  }
}

let locale = 'en-US';
export const setApiLocale = (value: string) => {
  locale = value;
};

/** The app is shown in another page's frame (a learning-tool host, doc 1 §1). */
export const isFramed = () => window.parent !== window;

let signingIn = false;
/**
 * doc 1 §8 Unauthorized: inside a tool host's frame, ask the parent to sign in again;
 * otherwise go to sign-in and come back. Concurrent 401s lead to one sign-in only.
 */
export function handleUnauthorized() {
  if (signingIn) return;
  signingIn = true;
  if (isFramed()) {
    window.parent.postMessage({ subject: 'lti.relogin' }, '*');
    return;
  }
  window.location.assign(signInUrl(window.location.href));
}

export interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE';
  body?: unknown;
  query?: Record<string, string | number | boolean | readonly string[] | undefined>;
  prefer?: 'respond-async' | 'respond-sync';
  /** Public calls (open catalog, certificates) do not send people to sign-in on 401. */
  isPublic?: boolean;
  signal?: AbortSignal;
  /** Outlives the page (a save made while the learner leaves it). */
  keepalive?: boolean;
}

export function buildUrl(path: string, query?: RequestOptions['query']): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value === undefined) continue;
    if (Array.isArray(value)) for (const v of value) params.append(key, v);
    else params.append(key, String(value));
  }
  const qs = params.toString();
  return qs ? `${path}?${qs}` : path;
}

/** How a call is made, beside what it sends: the command preference, 401 handling and cancelling. */
export type CallOptions = Pick<RequestOptions, 'prefer' | 'isPublic' | 'signal' | 'keepalive'>;
type Parts = { params?: Readonly<Record<string, string>>; query?: RequestOptions['query']; body?: unknown } & CallOptions;
/** The call's parts as its schemas take them; the argument may be left out when none is required. */
export type CallArgs<C extends Call> =
  object extends CallInput<C> ? [input?: CallInput<C> & CallOptions] : [input: CallInput<C> & CallOptions];

/** A route's path template with its parameters filled in (`:id` → the id), then its query. */
export const callUrl = <C extends Call>(route: CallRoute<C>, ...[input]: CallArgs<C>): string => urlOf(route, input);

function urlOf(route: CallRoute, input: object | undefined): string {
  const { params = {}, query } = (input ?? {}) as Parts;
  return buildUrl(routePath(route, params), query);
}

/**
 * Calls the API at one of the contract's routes (`@lp/contract/routes`, decision 0067):
 * its path parameters, query and body are typed by the call's schemas and its answer is
 * inferred, so no caller pairs a path with a type. A public call does not send anyone to
 * sign in on 401; `isPublic` says so for a call that needs a session but may go without.
 */
export function call<C extends Call>(route: CallRoute<C>, ...args: CallArgs<C>): Promise<CallResult<C>> {
  return sendCall(route, args[0]) as Promise<CallResult<C>>;
}

/** `call` for code generic over its routes (commands, paged lists), which checks its input itself. */
export const sendCall = (route: CallRoute, input: object | undefined): Promise<unknown> =>
  apiRequest<unknown>(urlOf(route, input), requestOf(route, input));

/** A call whose answer is read as it arrives (the AI tutor's server-sent events): see apiStream. */
export function streamCall<C extends Call>(route: CallRoute<C>, ...args: CallArgs<C>): Promise<Response> {
  return apiStream(urlOf(route, args[0]), requestOf(route, args[0]));
}

function requestOf(route: CallRoute, input: object | undefined): RequestOptions {
  const { params: _params, query: _query, isPublic = route.public, ...rest } = (input ?? {}) as Parts;
  return { method: route.method, ...rest, ...(isPublic ? { isPublic } : {}) };
}

/** Every call of the app goes through here: headers of doc 1 §7, errors in one shape. */
export async function apiRequest<T>(path: string, options: RequestOptions = {}): Promise<T> {
  // A first-view call answered in the page or already on its way (issue 17): its answer, once.
  const isRead = (options.method ?? 'GET') === 'GET';
  if (!isRead) dropEarlyAnswers();
  const early = isRead ? takeEarlyAnswer(buildUrl(path, options.query)) : undefined;
  const answer = early && (await early);
  if (answer !== undefined) return answer as T;
  const response = await apiResponse(path, options, 'application/json');
  if (response.status === 204) return undefined as T;
  return (await response.json()) as T;
}

/**
 * A call whose answer is read as it arrives (the AI tutor's server-sent events): the same
 * headers and error handling as apiRequest, the successful Response handed back unread.
 */
export async function apiStream(path: string, options: RequestOptions = {}): Promise<Response> {
  return apiResponse(path, options, 'text/event-stream');
}

const callHeaders = (accept: string): Record<string, string> => ({
  'X-Requested-With': 'XMLHttpRequest',
  'Accept-Language': locale,
  Accept: accept,
});

/**
 * Starts calls a page will make as soon as it is navigated to, in parallel with its code
 * (issue 17). A call that fails here is made again by apiRequest, which handles its error.
 */
export const startCalls = (urls: readonly string[]) =>
  startEarly(urls, (url) =>
    fetch(url, { headers: callHeaders('application/json'), credentials: 'same-origin' }).then(
      (response) => (response.ok ? (response.json() as Promise<unknown>) : undefined),
      () => undefined,
    ),
  );

async function apiResponse(path: string, options: RequestOptions, accept: string): Promise<Response> {
  const headers = callHeaders(accept);
  if (options.body !== undefined) headers['Content-Type'] = 'application/json';
  if (options.prefer) headers.Prefer = options.prefer;
  const response = await fetch(buildUrl(path, options.query), {
    method: options.method ?? 'GET',
    headers,
    credentials: 'same-origin',
    ...(options.body !== undefined ? { body: JSON.stringify(options.body) } : {}),
    ...(options.signal ? { signal: options.signal } : {}),
    ...(options.keepalive ? { keepalive: true } : {}),
  });
  if (response.status === 401 && !options.isPublic) handleUnauthorized();
  if (!response.ok) {
    const body = (await response.json().catch(() => undefined)) as ErrorBody | undefined;
    const retryAfter = Number(response.headers.get('retry-after') ?? Number.NaN);
    throw new ApiError(
      response.status,
      body?.errors ? body : undefined,
      Number.isInteger(retryAfter) && retryAfter > 0 ? retryAfter : undefined,
    );
  }
  return response;
}
