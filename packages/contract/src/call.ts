/**
 * One call of the API, described once (decision 0016): its method and path, the zod
 * schemas of what it takes and answers, and the words of the OpenAPI document. The
 * server registers it as a route (validation, 400s and serialisation come from it), the
 * OpenAPI document is generated from it, and the TypeScript types are inferred from it.
 * Zod-bearing: the web imports types and path builders only, never this module's values.
 */
import type { z } from 'zod';

export type CallMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

/**
 * An answer that is not JSON (a file, a page): documented by its media type, never
 * serialised. Several when the same call answers one of them (a certificate as PDF or
 * PNG); a media range (any type) for stored files, whose type is the uploader's.
 */
export interface MediaAnswer {
  readonly mediaType: string | readonly string[];
  readonly description: string;
}

export type CallAnswer = z.ZodType | MediaAnswer | null;

export interface Call<
  P extends z.ZodType | undefined = z.ZodType | undefined,
  Q extends z.ZodType | undefined = z.ZodType | undefined,
  B extends z.ZodType | undefined = z.ZodType | undefined,
  R extends Readonly<Partial<Record<number, CallAnswer>>> = Readonly<Partial<Record<number, CallAnswer>>>,
> {
  readonly method: CallMethod;
  /** Fastify's pattern: `/api/lms/v1/commands/:id`. */
  readonly path: string;
  readonly summary: string;
  readonly description?: string;
  readonly tags: readonly string[];
  readonly params?: P;
  readonly query?: Q;
  readonly body?: B;
  /** The answers of success by status; `null`: no body (204). Failures are the one error shape. */
  readonly responses: R;
  /** Anyone may call it (doc 1 §1: the open catalog, public certificates); otherwise a session is required. */
  readonly public?: boolean;
  /** `false`: a state-changing call that defends itself and is exempt from the X-Requested-With guard. */
  readonly csrf?: false;
  /**
   * The media types its body may come in, `application/json` unless said: a form post
   * (OAuth's token request, the OIDC form post), a standard's own JSON type (AGS scores).
   * Any other is refused with 415.
   */
  readonly bodyMediaTypes?: readonly string[];
  /** The media type of its JSON answers of success when a standard names one (AGS 2.0 §3); `application/json` otherwise. */
  readonly answerMediaType?: string;
  /** A tool's call: its bearer token (OAuth 2 client credentials at the LTI token endpoint) must hold one of these scopes. */
  readonly toolScopes?: readonly string[];
}

export const defineCall = <
  P extends z.ZodType | undefined = undefined,
  Q extends z.ZodType | undefined = undefined,
  B extends z.ZodType | undefined = undefined,
  const R extends Readonly<Partial<Record<number, CallAnswer>>> = Readonly<Partial<Record<number, CallAnswer>>>,
>(
  call: Call<P, Q, B, R>,
): Call<P, Q, B, R> => call;

export const isMediaAnswer = (answer: CallAnswer | undefined): answer is MediaAnswer =>
  typeof answer === 'object' && answer !== null && 'mediaType' in answer;

export const JSON_MEDIA_TYPE = 'application/json';
export const FORM_MEDIA_TYPE = 'application/x-www-form-urlencoded';
/** A media answer's types as a list. */
export const mediaTypesOf = (answer: MediaAnswer): readonly string[] => [answer.mediaType].flat();
/** The media types a call's body may come in. */
export const bodyMediaTypesOf = (call: Call): readonly string[] => call.bodyMediaTypes ?? [JSON_MEDIA_TYPE];

/** What a call's handler may answer: the output of one of its JSON answers. */
export type AnswerOf<C extends Call> = {
  [S in keyof C['responses']]: C['responses'][S] extends z.ZodType ? z.input<C['responses'][S]> : never;
}[keyof C['responses']];

/** The parsed input of a call's part; `undefined` when the call has none. */
type Parsed<S> = [Exclude<S, undefined>] extends [never]
  ? undefined
  : Exclude<S, undefined> extends z.ZodType
    ? z.output<Exclude<S, undefined>>
    : undefined;
export type ParamsOf<C extends Call> = Parsed<C['params']>;
export type QueryOf<C extends Call> = Parsed<C['query']>;
export type BodyOf<C extends Call> = Parsed<C['body']>;

declare const callOf: unique symbol;
/**
 * Where a call is reached, and nothing else: its method and Fastify path template, and
 * whether anyone may call it. Zod-free (`@lp/contract/routes`, generated from the calls), so
 * the web can hold it; the call's own type rides along for the type checker only, so a
 * client infers its parameters, query, body and answer from it (decision 0067).
 */
export interface CallRoute<C extends Call = Call> {
  readonly method: CallMethod;
  readonly path: string;
  readonly public?: true;
  /** Type only: the call described at this route. Never set. */
  readonly [callOf]?: C;
}
/** The routes of an area's calls, name for name. */
export type RoutesOf<A extends Readonly<Record<string, Call>>> = { readonly [K in keyof A]: CallRoute<A[K]> };

/** A part a caller may leave out: an optional schema, or one whose fields are all optional. */
type MayOmit<I> = undefined extends I ? true : Record<never, never> extends I ? true : false;
/** What a caller sends as one part of a call, under its key; nothing when the call has no such part. */
type Sent<S, K extends string, I = S extends z.ZodType ? z.input<S> : never> = [Exclude<S, undefined>] extends [never]
  ? unknown
  : MayOmit<I> extends true
    ? { readonly [P in K]?: I }
    : { readonly [P in K]: I };
/** A query's text fields, which a caller may give as numbers or flags: the query string spells them all as text. */
type Spelled<Q> = { [K in keyof Q]: Spell<Q[K]> };
type Spell<V> = V extends string ? (string extends V ? string | number | boolean : V) : V;
type QueryInput<S> = S extends z.ZodType ? Spelled<z.input<S>> : never;
/** What a caller sends (decision 0067): the input of the call's path parameters, query and body. */
export type CallInput<C extends Call> = Sent<C['params'], 'params'> &
  Sent<C['query'], 'query', QueryInput<Exclude<C['query'], undefined>>> &
  Sent<C['body'], 'body'>;

type Received<A> = A extends z.ZodType ? z.output<A> : A extends null ? undefined : never;
/** What a caller receives from a call that succeeded: the output of one of its JSON answers of success, `undefined` for 204. */
export type CallResult<C extends Call> = {
  [S in keyof C['responses']]: S extends 200 | 201 | 202 | 204 ? Received<C['responses'][S]> : never;
}[keyof C['responses']];
/** A command's result (doc 1 §4): the answer of `respond-sync`, which polling an accepted command also yields. */
export type CommandResult<C extends Call> = Received<C['responses'][200]>;
