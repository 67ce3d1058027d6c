import { queryOptions, useQuery } from '@tanstack/react-query';

/** What a HEAD of a stored file said: its size, or the status that refused it. */
export type FileHead = { ok: true; size: number | null } | { ok: false; status: number };

/**
 * doc 2 §7 HEAD of attachment urls: reads content-length — of an activity's attachments and
 * of a certificate's files alike; a 401 or 403 is an answer here (the viewer explains
 * it), not an error, and does not send the learner to sign in on its own.
 */
export async function headFile(url: string): Promise<FileHead> {
  const response = await fetch(url, { method: 'HEAD', credentials: 'same-origin', headers: { 'X-Requested-With': 'XMLHttpRequest' } });
  if (!response.ok) return { ok: false, status: response.status };
  const length = Number(response.headers.get('content-length'));
  return { ok: true, size: Number.isFinite(length) && response.headers.has('content-length') ? length : null };
}

export const fileHeadQueryOptions = (url: string) =>
  queryOptions({ queryKey: ['file-head', url] as const, queryFn: () => headFile(url), staleTime: 5 * 60_000 });

export const useFileHead = (url: string) => useQuery(fileHeadQueryOptions(url));
