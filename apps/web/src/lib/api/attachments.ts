import { queryOptions, useQuery } from '@tanstack/react-query';
import * as attachmentRoutes from '@lp/contract/routes/attachment';
import type { AttachmentView } from '@lp/contract/attachments';
import { call } from '../api-client.ts';
import { randomId } from '../random-id.ts';

/** The file's bytes as base64 (the upload's `data`), read by the browser without holding a second copy as text. */
function readBase64(file: File): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result).replace(/^data:[^,]*,/, ''));
    reader.onerror = () => reject(reader.error ?? new Error('The file could not be read.'));
    reader.readAsDataURL(file);
  });
}

/** POST …/users/me/attachments: one file, then named on a post or a hand-in by its id (decision 0081). */
export async function uploadAttachment(file: File): Promise<AttachmentView> {
  const data = await readBase64(file);
  return call(attachmentRoutes.uploadAttachment, { body: { id: randomId(), name: file.name, contentType: file.type, data } });
}

/** The tenant's size and types, which the picker checks before uploading. */
export const attachmentLimitsQueryOptions = () =>
  queryOptions({
    queryKey: ['attachment-limits'] as const,
    queryFn: () => call(attachmentRoutes.attachmentLimits),
    staleTime: 30 * 60_000,
  });

export const useAttachmentLimits = () => useQuery(attachmentLimitsQueryOptions());
