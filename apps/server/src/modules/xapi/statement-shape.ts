import { badRequest } from '../../lib/http-error.ts';

/**
 * The structure of an xAPI 1.0.3 statement (Data §2.4), checked before any rule of cmi5:
 * a malformed statement is a 400 naming the property (Communication §3: "The LRS MUST
 * reject with 400 Bad Request" any statement that violates the format).
 */
export type Json = null | boolean | number | string | Json[] | { [key: string]: Json };
export type JsonObject = { [key: string]: Json };

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
/** An IRI as xAPI uses them: a scheme, then no space. */
const IRI = /^[a-z][a-z0-9+.-]*:[^\s]+$/i;
/** ISO 8601 date-time with a time zone (xAPI Data §4.5). */
const TIMESTAMP = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}(:?\d{2})?)$/;
/** ISO 8601 duration (xAPI Data §4.6). */
const DURATION =
  /^P(?!$)(\d+(?:\.\d+)?Y)?(\d+(?:\.\d+)?M)?(\d+(?:\.\d+)?W)?(\d+(?:\.\d+)?D)?(T(?=\d)(\d+(?:\.\d+)?H)?(\d+(?:\.\d+)?M)?(\d+(?:\.\d+)?S)?)?$/;
/** A language tag (RFC 5646), loosely. */
const LANGUAGE = /^[a-z]{1,8}(-[a-z0-9]{1,8})*$/i;

export const isUuid = (value: unknown): value is string => typeof value === 'string' && UUID.test(value);
export const isObject = (value: unknown): value is JsonObject => typeof value === 'object' && value !== null && !Array.isArray(value);

const fail = (path: string, why: string): never => {
  throw badRequest(`${path}: ${why}`, { [path]: [why] });
};

function onlyKeys(value: JsonObject, path: string, allowed: readonly string[]) {
  for (const key of Object.keys(value)) if (!allowed.includes(key)) fail(`${path}.${key}`, 'is not a property xAPI 1.0.3 defines here');
}
function object(value: unknown, path: string): JsonObject {
  if (!isObject(value)) fail(path, 'must be an object');
  return value as JsonObject;
}
function iri(value: unknown, path: string) {
  if (typeof value !== 'string' || !IRI.test(value) || value.length > 2000) fail(path, 'must be an IRI');
}
function languageMap(value: unknown, path: string) {
  const map = object(value, path);
  for (const [tag, text] of Object.entries(map)) {
    if (!LANGUAGE.test(tag)) fail(`${path}.${tag}`, 'is not a language tag');
    if (typeof text !== 'string') fail(`${path}.${tag}`, 'must be a string');
  }
}
function extensions(value: unknown, path: string) {
  for (const key of Object.keys(object(value, path))) iri(key, `${path} key ${key}`);
}
export function checkTimestamp(value: unknown, path: string) {
  if (typeof value !== 'string' || !TIMESTAMP.test(value) || Number.isNaN(Date.parse(value)))
    fail(path, 'must be an ISO 8601 date-time with a time zone');
}

/** An Agent or a Group (Data §2.4.2): exactly one inverse functional identifier for an agent. */
export function checkAgent(value: unknown, path: string, allowGroup = true) {
  const agent = object(value, path);
  const type = agent.objectType ?? 'Agent';
  if (type === 'Group' && allowGroup) {
    onlyKeys(agent, path, ['objectType', 'name', 'member', 'mbox', 'mbox_sha1sum', 'openid', 'account']);
    if (agent.member !== undefined) {
      if (!Array.isArray(agent.member)) fail(`${path}.member`, 'must be an array');
      (agent.member as Json[]).forEach((m, i) => checkAgent(m, `${path}.member[${i}]`, false));
    }
    if (identifiers(agent, path) > 1) fail(path, 'has more than one inverse functional identifier');
    if (identifiers(agent, path) === 0 && agent.member === undefined) fail(path, 'an anonymous group lists its members');
    return;
  }
  if (type !== 'Agent') fail(`${path}.objectType`, 'must be Agent');
  onlyKeys(agent, path, ['objectType', 'name', 'mbox', 'mbox_sha1sum', 'openid', 'account']);
  if (agent.name !== undefined && typeof agent.name !== 'string') fail(`${path}.name`, 'must be a string');
  if (identifiers(agent, path) !== 1) fail(path, 'must have exactly one of mbox, mbox_sha1sum, openid, account');
}
function identifiers(agent: JsonObject, path: string): number {
  let count = 0;
  if (agent.mbox !== undefined) {
    count++;
    if (typeof agent.mbox !== 'string' || !/^mailto:[^\s@]+@[^\s@]+$/.test(agent.mbox)) fail(`${path}.mbox`, 'must be a mailto: IRI');
  }
  if (agent.mbox_sha1sum !== undefined) {
    count++;
    if (typeof agent.mbox_sha1sum !== 'string' || !/^[0-9a-f]{40}$/i.test(agent.mbox_sha1sum))
      fail(`${path}.mbox_sha1sum`, 'must be a SHA-1 in hex');
  }
  if (agent.openid !== undefined) {
    count++;
    iri(agent.openid, `${path}.openid`);
  }
  if (agent.account !== undefined) {
    count++;
    const account = object(agent.account, `${path}.account`);
    onlyKeys(account, `${path}.account`, ['homePage', 'name']);
    iri(account.homePage, `${path}.account.homePage`);
    if (typeof account.name !== 'string' || !account.name) fail(`${path}.account.name`, 'must be a string');
  }
  return count;
}

function activity(value: unknown, path: string) {
  const a = object(value, path);
  onlyKeys(a, path, ['objectType', 'id', 'definition']);
  iri(a.id, `${path}.id`);
  if (a.definition === undefined) return;
  const d = object(a.definition, `${path}.definition`);
  onlyKeys(d, `${path}.definition`, [
    ...['name', 'description', 'type', 'moreInfo', 'extensions', 'interactionType', 'correctResponsesPattern'],
    ...['choices', 'scale', 'source', 'target', 'steps'],
  ]);
  if (d.name !== undefined) languageMap(d.name, `${path}.definition.name`);
  if (d.description !== undefined) languageMap(d.description, `${path}.definition.description`);
  if (d.type !== undefined) iri(d.type, `${path}.definition.type`);
  if (d.moreInfo !== undefined) iri(d.moreInfo, `${path}.definition.moreInfo`);
  if (d.extensions !== undefined) extensions(d.extensions, `${path}.definition.extensions`);
}

function statementObject(value: unknown, path: string, sub: boolean) {
  const o = object(value, path);
  const type = o.objectType ?? 'Activity';
  if (type === 'Activity') return activity(o, path);
  if (type === 'Agent' || type === 'Group') return checkAgent(o, path);
  if (type === 'StatementRef') {
    onlyKeys(o, path, ['objectType', 'id']);
    if (!isUuid(o.id)) fail(`${path}.id`, 'must be a UUID');
    return;
  }
  if (type === 'SubStatement' && !sub) {
    onlyKeys(o, path, ['objectType', 'actor', 'verb', 'object', 'result', 'context', 'timestamp', 'attachments']);
    return checkBody(o, path, true);
  }
  fail(`${path}.objectType`, 'is not an object type xAPI allows here');
}

function result(value: unknown, path: string) {
  const r = object(value, path);
  onlyKeys(r, path, ['score', 'success', 'completion', 'response', 'duration', 'extensions']);
  if (r.score !== undefined) {
    const s = object(r.score, `${path}.score`);
    onlyKeys(s, `${path}.score`, ['scaled', 'raw', 'min', 'max']);
    for (const key of ['scaled', 'raw', 'min', 'max'] as const)
      if (s[key] !== undefined && (typeof s[key] !== 'number' || !Number.isFinite(s[key])))
        fail(`${path}.score.${key}`, 'must be a number');
    const { scaled, raw, min, max } = s as Record<string, number | undefined>;
    if (scaled !== undefined && (scaled < -1 || scaled > 1)) fail(`${path}.score.scaled`, 'must be between -1 and 1');
    if (min !== undefined && max !== undefined && min > max) fail(`${path}.score.min`, 'must not exceed max');
    if (raw !== undefined && ((min !== undefined && raw < min) || (max !== undefined && raw > max)))
      fail(`${path}.score.raw`, 'must be between min and max');
  }
  for (const key of ['success', 'completion'] as const)
    if (r[key] !== undefined && typeof r[key] !== 'boolean') fail(`${path}.${key}`, 'must be true or false');
  if (r.response !== undefined && typeof r.response !== 'string') fail(`${path}.response`, 'must be a string');
  if (r.duration !== undefined && (typeof r.duration !== 'string' || !DURATION.test(r.duration)))
    fail(`${path}.duration`, 'must be an ISO 8601 duration');
  if (r.extensions !== undefined) extensions(r.extensions, `${path}.extensions`);
}

function context(value: unknown, path: string) {
  const c = object(value, path);
  onlyKeys(c, path, [
    'registration',
    'instructor',
    'team',
    'contextActivities',
    'revision',
    'platform',
    'language',
    'statement',
    'extensions',
  ]);
  if (c.registration !== undefined && !isUuid(c.registration)) fail(`${path}.registration`, 'must be a UUID');
  if (c.instructor !== undefined) checkAgent(c.instructor, `${path}.instructor`);
  if (c.team !== undefined) checkAgent(c.team, `${path}.team`);
  if (c.contextActivities !== undefined) {
    const ca = object(c.contextActivities, `${path}.contextActivities`);
    onlyKeys(ca, `${path}.contextActivities`, ['parent', 'grouping', 'category', 'other']);
    for (const [key, list] of Object.entries(ca)) {
      const items = Array.isArray(list) ? list : [list];
      items.forEach((item, i) => activity(item, `${path}.contextActivities.${key}[${i}]`));
    }
  }
  for (const key of ['revision', 'platform', 'language'] as const)
    if (c[key] !== undefined && typeof c[key] !== 'string') fail(`${path}.${key}`, 'must be a string');
  if (c.statement !== undefined) statementObject(c.statement, `${path}.statement`, true);
  if (c.extensions !== undefined) extensions(c.extensions, `${path}.extensions`);
}

function checkBody(s: JsonObject, path: string, sub: boolean) {
  checkAgent(s.actor, `${path}.actor`);
  const verb = object(s.verb, `${path}.verb`);
  onlyKeys(verb, `${path}.verb`, ['id', 'display']);
  iri(verb.id, `${path}.verb.id`);
  if (verb.display !== undefined) languageMap(verb.display, `${path}.verb.display`);
  statementObject(s.object, `${path}.object`, sub);
  if (s.result !== undefined) result(s.result, `${path}.result`);
  if (s.context !== undefined) context(s.context, `${path}.context`);
  if (s.timestamp !== undefined) checkTimestamp(s.timestamp, `${path}.timestamp`);
  if (s.attachments !== undefined) fail(`${path}.attachments`, 'attachments are not accepted by this LRS');
}

/**
 * A statement as the AU sent it, checked: its id (cmi5 §9.1: the AU assigns one, a UUID),
 * actor, verb, object, result, context, timestamp. `stored` and `authority` are the LRS's
 * own and are set when it is kept, whatever was sent (Data §2.4.8, §2.4.9).
 */
export function checkStatement(value: unknown, path = 'statement'): JsonObject {
  const s = object(value, path);
  onlyKeys(s, path, ['id', 'actor', 'verb', 'object', 'result', 'context', 'timestamp', 'stored', 'authority', 'version', 'attachments']);
  if (!isUuid(s.id)) fail(`${path}.id`, 'must be a UUID (cmi5 §9.1: the AU assigns one)');
  if (s.version !== undefined && (typeof s.version !== 'string' || !/^1\.0(\.\d+)?$/.test(s.version)))
    fail(`${path}.version`, 'must be 1.0.x');
  checkBody(s, path, false);
  return s;
}
