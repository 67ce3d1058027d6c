import type { ActivityContentView, FileRefView } from '@lp/contract';
import type { Queryable } from '../../db/client.ts';
import { sanitizeRichText } from '../../lib/sanitize.ts';

type Stored = Record<string, unknown>;

const storedContent = async (db: Queryable, activityId: string): Promise<Stored> =>
  (await db.query<{ content: Stored }>('SELECT content FROM activities WHERE id = $1', [activityId]))[0]?.content ?? {};

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
export async function loadActivityContent(db: Queryable, activityId: string, scriptedUrl: string | undefined): Promise<NonNullable<ActivityContentView['content']>> {
  const c = await storedContent(db, activityId);
  const html = (v: unknown) => (typeof v === 'string' ? sanitizeRichText(v) : undefined);
  const file = (v: unknown) => (v && typeof v === 'object' ? (v as FileRefView) : undefined);
  const out: NonNullable<ActivityContentView['content']> = {};
  if (c.html !== undefined) out.html = html(c.html);
  if (scriptedUrl && typeof c.scriptedHtml === 'string') out.scriptedUrl = scriptedUrl;
  if (c.document) out.document = file(c.document);
  if (Array.isArray(c.attachments)) out.attachments = c.attachments.map(file).filter((f): f is FileRefView => !!f);
  if (c.provider === 'vimeo' || c.provider === 'file') out.provider = c.provider;
  if (typeof c.url === 'string') out.url = c.url;
  if (c.file) out.file = file(c.file);
  if (c.transcriptHtml !== undefined) out.transcriptHtml = html(c.transcriptHtml);
  for (const key of ['startsAt', 'endsAt', 'timeZone', 'joinUrl', 'location', 'toolUrl'] as const) {
    if (c[key] !== undefined) (out as Record<string, unknown>)[key] = c[key];
  }
  return out;
}
