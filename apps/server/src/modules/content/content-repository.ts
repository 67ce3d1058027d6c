import type { ActivityContentView, FileRefView } from '@lp/contract';
import type { Queryable } from '../../db/client.ts';
import { sanitizeRichText } from '../../lib/sanitize.ts';

type Content = NonNullable<ActivityContentView['content']>;

/** What an event or a tool activity's content carries to the learner as stored. */
const PASSED_THROUGH = ['startsAt', 'endsAt', 'timeZone', 'joinUrl', 'location', 'toolUrl'] as const;

/**
 * activities.content (json) as the import writes it, one shape per activity type
 * (`activityContent` in import/rows/content.ts, docs/import.md). Still read with care: a
 * row written before a change of the import may lack a field or hold another shape.
 */
interface StoredContent extends Pick<Content, (typeof PASSED_THROUGH)[number]> {
  html?: string;
  scriptedHtml?: string;
  transcriptHtml?: string;
  document?: FileRefView;
  attachments?: FileRefView[];
  provider?: string;
  url?: string;
  file?: FileRefView;
}

const storedContent = async (db: Queryable, activityId: string): Promise<StoredContent> =>
  (await db.query<{ content: StoredContent | null }>('SELECT content FROM activities WHERE id = $1', [activityId]))[0]?.content ?? {};

function passThrough<K extends keyof Content>(out: Content, stored: Pick<Content, K>, key: K) {
  if (stored[key] !== undefined) out[key] = stored[key];
}

/** The author's copy with its scripts (tenant flag mediaBlockScripts), for its own sandboxed page. */
export async function loadScriptedHtml(db: Queryable, activityId: string): Promise<string | undefined> {
  const c = await storedContent(db, activityId);
  return typeof c.scriptedHtml === 'string' ? c.scriptedHtml : undefined;
}

/**
 * An activity's stored content as the learner gets it: HTML sanitised again on the way
 * out (a row written before a sanitiser change is still safe), the script copy only with
 * the tenant's flag, files as references to the checked file route.
 */
export async function loadActivityContent(db: Queryable, activityId: string, scriptedUrl: string | undefined): Promise<Content> {
  const c = await storedContent(db, activityId);
  const html = (v: unknown) => (typeof v === 'string' ? sanitizeRichText(v) : undefined);
  const file = (v: FileRefView | undefined) => (v && typeof v === 'object' ? v : undefined);
  const out: Content = {};
  if (c.html !== undefined) out.html = html(c.html);
  if (scriptedUrl && typeof c.scriptedHtml === 'string') out.scriptedUrl = scriptedUrl;
  if (c.document) out.document = file(c.document);
  if (Array.isArray(c.attachments)) out.attachments = c.attachments.map(file).filter((f): f is FileRefView => !!f);
  if (c.provider === 'vimeo' || c.provider === 'file') out.provider = c.provider;
  if (typeof c.url === 'string') out.url = c.url;
  if (c.file) out.file = file(c.file);
  if (c.transcriptHtml !== undefined) out.transcriptHtml = html(c.transcriptHtml);
  for (const key of PASSED_THROUGH) passThrough(out, c, key);
  return out;
}
