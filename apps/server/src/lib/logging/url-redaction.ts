/** What stands in a log line for a value that may be a secret. */
export const REDACTED = '[redacted]';

/**
 * Path parameters whose values are ids anyone signed in may see, or public by design (a
 * certificate's number is printed on it to be checked by anyone, decision 0063). A
 * parameter not named here (`:token`, `:uid`, any added later) is a possible secret.
 */
export const PLAIN_PATH_PARAMS: ReadonlySet<string> = new Set([
  'id',
  'ow',
  'aw',
  'activityId',
  'objectiveId',
  'activityPathId',
  'gawId',
  'workflowId',
  'path',
  'file',
  'number',
  '*',
]);

/**
 * Query parameters whose values are logged as sent: list options, filters and the fixed
 * words of OpenID Connect and LTI requests. Every other value — `code`, `state`, `nonce`,
 * `answer`, `lti_message_hint`, `login_hint`, and any parameter added later — is redacted.
 */
export const PLAIN_QUERY_PARAMS: ReadonlySet<string> = new Set([
  ...[
    'filter',
    'sort',
    'select',
    'skip',
    'take',
    'requireTotalCount',
    'filterAttribute',
    'showcase',
    'width',
    'view',
    'before',
    'from',
    'to',
    'limit',
    'tag',
    'project',
  ],
  ...[
    'activityPathId',
    'resource_link_id',
    'resource_id',
    'user_id',
    'inProctoringIframe',
    'do_contructor_logout',
    'do_contructor_re_login',
  ],
  ...['provider', 'client_id', 'response_type', 'response_mode', 'scope', 'prompt', 'error'],
]);

/** Query parameters that hold an address, itself redacted: a sign-in's `redirectUrl` may be an answer link. */
export const URL_QUERY_PARAMS: ReadonlySet<string> = new Set([
  'redirectUrl',
  // The frame bridge's navigation target: a path of the portal, which may be an answer link too.
  'do_navigation',
  'redirect_uri',
  'post_logout_redirect_uri',
  'target_link_uri',
]);

/** An address in a text: absolute, or a path from `/`, up to a space, a quote or an angle bracket (`\"` is JSON's escaped quote). */
const ADDRESS = /(?:https?:\/\/[^\s"'`<>\\/]+)?\/(?:[^\s"'`<>\\]|\\.)*/g;

const paramName = (segment: string) =>
  segment === '*' ? '*' : segment.startsWith(':') ? segment.slice(1).replace(/[(-].*$/, '') : undefined;

/**
 * Takes secrets out of every address a log line carries (issue 31 item 6): the values of
 * path parameters that are not plain ids, and of query parameters that are not known to
 * be harmless. The routes are learned as they are registered (`learnRoute`), so a route
 * added later with a secret in its path is covered without being listed here.
 */
export class UrlRedaction {
  /** The patterns, split at `/`, that have a secret path parameter. */
  private readonly secretPatterns: string[][] = [];

  learnRoute(pattern: string) {
    const segments = pattern.split('/');
    if (
      segments.some((s) => {
        const name = paramName(s);
        return name !== undefined && !PLAIN_PATH_PARAMS.has(name);
      })
    )
      this.secretPatterns.push(segments);
  }

  /** `url` (a path with its query, or an absolute address) with its secrets replaced by REDACTED. */
  redactUrl(url: string): string {
    const origin = /^https?:\/\/[^/]+/.exec(url)?.[0] ?? '';
    const rest = url.slice(origin.length);
    const queryAt = rest.search(/[?#]/);
    const path = queryAt < 0 ? rest : rest.slice(0, queryAt);
    const tail = queryAt < 0 ? '' : rest.slice(queryAt);
    const hashAt = tail.indexOf('#');
    const query = hashAt < 0 ? tail : tail.slice(0, hashAt);
    // A fragment never reaches the server; in a text it may follow an answer link: dropped.
    const fragment = hashAt < 0 ? '' : `#${REDACTED}`;
    return origin + this.redactPath(path) + this.redactQuery(query) + fragment;
  }

  /** Every address in `text` (a log line, an error's message or stack) redacted. */
  redactText(text: string): string {
    return text.includes('/') ? text.replace(ADDRESS, (address) => this.redactUrl(address)) : text;
  }

  private redactPath(path: string): string {
    const segments = path.split('/');
    for (const pattern of this.secretPatterns) {
      // A prefix is enough: `/calendar-feeds/<token>/more` is a 404, and its token is still a secret.
      const upTo = Math.min(pattern.length, segments.length);
      let matches = true;
      for (let i = 0; i < upTo && matches; i++) matches = paramName(pattern[i]!) !== undefined || pattern[i] === segments[i];
      if (!matches) continue;
      for (let i = 0; i < upTo; i++) {
        const name = paramName(pattern[i]!);
        if (name !== undefined && !PLAIN_PATH_PARAMS.has(name) && segments[i] !== '') segments[i] = REDACTED;
      }
    }
    return segments.join('/');
  }

  private redactQuery(query: string): string {
    if (query.length <= 1) return query;
    const pairs = query
      .slice(1)
      .split('&')
      .map((pair) => {
        const at = pair.indexOf('=');
        if (at < 0) return pair;
        const name = safeDecode(pair.slice(0, at));
        if (PLAIN_QUERY_PARAMS.has(name)) return pair;
        if (URL_QUERY_PARAMS.has(name)) return `${pair.slice(0, at)}=${encodeURIComponent(this.redactUrl(safeDecode(pair.slice(at + 1))))}`;
        return `${pair.slice(0, at)}=${REDACTED}`;
      });
    return `?${pairs.join('&')}`;
  }
}

const safeDecode = (text: string) => {
  try {
    return decodeURIComponent(text.replace(/\+/g, ' '));
  } catch {
    return text;
  }
};
