import { queryOptions, useQuery } from '@tanstack/react-query';
import { contentKeys } from '../../../lib/api/content-keys.ts';

/** A PDF file's bytes, or the status that refused them. */
export type PdfFile = { ok: true; bytes: Uint8Array } | { ok: false; status: number };

/**
 * The PDF viewer reads the file itself, with the session cookie (credentials included, for
 * a storage host elsewhere too). A 401 or 403 is an answer here (doc 2 §8: the viewer says
 * "log in" or "no permission"), not an error, and does not send the learner to sign in.
 */
export async function getPdfFile(url: string): Promise<PdfFile> {
  const response = await fetch(url, { credentials: 'include' });
  if (!response.ok) return { ok: false, status: response.status };
  return { ok: true, bytes: new Uint8Array(await response.arrayBuffer()) };
}

// gcTime 0: the bytes are dropped once no viewer shows them (a file can be large).
export const pdfFileQueryOptions = (url: string) =>
  queryOptions({ queryKey: contentKeys.pdfFile(url), queryFn: () => getPdfFile(url), staleTime: 5 * 60_000, gcTime: 0 });

export const usePdfFile = (url: string) => useQuery(pdfFileQueryOptions(url));
