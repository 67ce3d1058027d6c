import { entityId } from '../ids.ts';
import { EMBEDDED_FILE, FILE_URL_PREFIX } from '../files.ts';
import type { ActivityInput } from '../schema/index.ts';
import { sanitizeRichText } from '../../../lib/sanitize.ts';
import type { Row } from '../tables.ts';
import { dateOf, type BuildContext } from './context.ts';
import { packageActivityContent } from '../content-packages/package-content.ts';

/** A stored file as activity content refers to it. */
export interface FileRef {
  fileId: string;
  url: string;
  name: string;
  contentType: string;
  size: number;
}

/** Collects the files rows of a file's courses; one row per owner and role, so ids stay stable. */
export class FileRows {
  readonly rows: Row[] = [];
  private readonly refs = new Map<string, FileRef>();

  constructor(private readonly ctx: BuildContext) {}

  /** Returns the URL the file is served at. */
  add(path: string, owner: string, activityId: string | null, isPublic: boolean, name?: string): string {
    return this.ref(path, owner, activityId, isPublic, name).url;
  }

  ref(path: string, owner: string, activityId: string | null, isPublic: boolean, name?: string): FileRef {
    const key = `${owner}:${path}`;
    const known = this.refs.get(key);
    if (known) return known;
    const file = this.ctx.files.get(path);
    if (!file) throw new Error(`file not loaded: ${path}`); // loadFiles reported it already
    const id = entityId(this.ctx.tenantId, 'file', key);
    const ref = {
      fileId: id,
      url: `${FILE_URL_PREFIX}${id}`,
      name: name ?? file.name,
      contentType: file.contentType,
      size: file.bytes.length,
    };
    this.rows.push({
      id,
      tenant_id: this.ctx.tenantId,
      activity_id: activityId,
      name: ref.name,
      content_type: file.contentType,
      size: file.bytes.length,
      bytes: file.bytes,
      is_public: isPublic,
    });
    this.refs.set(key, ref);
    return ref;
  }
}

/** Replaces `{{file:path}}` in HTML with the stored file's URL (files.ts). */
export function withFileUrls(html: string, files: FileRows, owner: string, activityId: string | null, isPublic: boolean): string {
  return html.replace(EMBEDDED_FILE, (_, path: string) => files.add(path.trim(), `${owner}:embedded`, activityId, isPublic));
}

/** file_type of spec doc 1 §3: how the player opens the activity. */
export function fileTypeOf(a: ActivityInput): string | null {
  switch (a.type) {
    case 'composite':
      return 'Composite';
    case 'text':
      return a.file ? 'PrivateFile' : 'Text';
    case 'video':
      return a.vimeoUrl ? 'Vimeo' : 'PrivateFile';
    case 'lti':
      return a.ltiVersion === '1.1' ? 'Lti11' : 'Lti13';
    case 'scorm':
    case 'cmi5':
      return 'Package';
    default:
      return null;
  }
}

/** activities.content by type; the shapes are documented in docs/import.md. */
export function activityContent(a: ActivityInput, activityId: string, ctx: BuildContext, files: FileRows): Record<string, unknown> {
  const owner = `activity:${a.externalId}`;
  const attachments = a.attachments.map((f) => files.ref(f.file, `${owner}:attachment`, activityId, false, f.name));
  const extra = attachments.length > 0 ? { attachments } : {};
  // Rich text is stored sanitised; a lesson that carries scripts keeps a script copy (style
  // tags removed) that is only ever served into a sandboxed frame, and only while the
  // tenant's mediaBlockScripts flag is on (doc 2 §5).
  const html = (value: string | undefined) => {
    if (value === undefined) return false;
    const withUrls = withFileUrls(value, files, owner, activityId, false);
    const scripted = /<script\b/i.test(withUrls) ? { scriptedHtml: withUrls.replace(/<style\b[\s\S]*?<\/style>/gi, '') } : {};
    return { html: sanitizeRichText(withUrls), ...scripted };
  };
  switch (a.type) {
    case 'composite':
      return { ...html(a.html), ...extra };
    case 'text':
      return {
        ...html(a.html),
        ...(a.file && { document: files.ref(a.file, `${owner}:document`, activityId, false) }),
        ...extra,
      };
    case 'video':
      return {
        ...(a.vimeoUrl
          ? { provider: 'vimeo', url: a.vimeoUrl }
          : { provider: 'file', file: files.ref(a.file!, `${owner}:video`, activityId, false) }),
        ...(a.transcriptHtml !== undefined && { transcriptHtml: withFileUrls(a.transcriptHtml, files, owner, activityId, false) }),
        ...extra,
      };
    case 'event':
      return {
        startsAt: dateOf(ctx, a.startsAt)!.toISOString(),
        endsAt: dateOf(ctx, a.endsAt)?.toISOString() ?? null,
        timeZone: a.timeZone,
        joinUrl: a.joinUrl ?? null,
        location: a.location ?? null,
        ...html(a.html),
        ...extra,
      };
    case 'discussion':
      return { ...html(a.html), ...extra };
    case 'lti':
      return { toolUrl: a.toolUrl, ltiVersion: a.ltiVersion, customParameters: a.customParameters, ...extra };
    case 'scorm':
    case 'cmi5':
      // expandPackages checked the item and named it; the package was stored before the rows are built.
      return { ...packageActivityContent(ctx.packages.get(a.package)!, ctx.packageIds.get(a.package)!, a.item!), ...extra };
  }
}
