import { Parser } from 'htmlparser2';
import type { Queryable } from '../../db/client.ts';
import { openParts } from './activity-access.ts';
import type { RunTree } from './run-tree.ts';

/** An activity of a run its learner may open now, with the text of its content, as the AI tutor searches it. */
export interface OpenActivityText {
  activityId: string;
  /** Where the content page opens it; null: the course's own start page. */
  axis: string | null;
  title: string;
  text: string;
}

/** Block elements end a line, so paragraphs stay apart once the tags are gone. */
const BLOCKS = new Set([
  'p',
  'br',
  'div',
  'li',
  'h1',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'tr',
  'blockquote',
  'pre',
  'section',
  'article',
  'dt',
  'dd',
  'figcaption',
  'summary',
]);

/** The readable text of stored HTML: entities decoded, script and style dropped, one line per block. */
export function htmlToText(html: string): string {
  let text = '';
  let skipped = 0;
  const parser = new Parser(
    {
      onopentag: (name) => {
        if (name === 'script' || name === 'style') skipped++;
        else if (BLOCKS.has(name)) text += '\n';
      },
      ontext: (t) => {
        if (!skipped) text += t;
      },
      onclosetag: (name) => {
        if (name === 'script' || name === 'style') skipped--;
        else if (BLOCKS.has(name)) text += '\n';
      },
    },
    { decodeEntities: true },
  );
  parser.write(html);
  parser.end();
  return text
    .replace(/[ \t\r\f]+/g, ' ')
    .replace(/\n\s*/g, '\n')
    .trim();
}

/**
 * The text of every activity of the run its learner may open now (openParts: the table of
 * contents' lock rule, a module's lock covering its parts) and of the course's root: its
 * name, description and authored content (lesson HTML, a video's transcript, a
 * discussion's question). Never a record, a score, feedback or another learner's post.
 */
export async function loadOpenActivityTexts(db: Queryable, run: RunTree, now: Date): Promise<OpenActivityText[]> {
  const open = [
    { activityId: run.rootActivityId, axis: null as string | null },
    ...openParts(run, now).map((n) => ({ activityId: n.childActivity.id, axis: n.axis })),
  ];
  const rows = await db.query<{ id: string; name: string; description: string | null; html: string | null; transcript: string | null }>(
    `SELECT id, name, description, content->>'html' AS html, content->>'transcriptHtml' AS transcript FROM activities WHERE id = ANY($1::uuid[])`,
    [open.map((o) => o.activityId)],
  );
  const byId = new Map(rows.map((r) => [r.id, r]));
  return open.flatMap(({ activityId, axis }) => {
    const row = byId.get(activityId);
    if (!row) return [];
    const text = [row.description ?? '', htmlToText(row.html ?? ''), htmlToText(row.transcript ?? '')].filter(Boolean).join('\n');
    return [{ activityId, axis, title: row.name, text }];
  });
}
