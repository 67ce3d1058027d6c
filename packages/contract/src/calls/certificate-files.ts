/** A certificate's PDF and PNG (issue 13, decision 0024): the holder's, and the public page's. */
import { z } from 'zod';
import { defineCall } from '../call.ts';
import { ApiPrefix } from '../paths.ts';

const tags = ['Certificates'];
/** `{certificateNumber}.pdf` or `{certificateNumber}.png`, as the certificate records' URLs name them. */
const FileParamsSchema = z.object({ file: z.string().regex(/^.{1,64}\.(pdf|png)$/, 'a certificate number followed by .pdf or .png') });
const FILE_ANSWERS = {
  200: {
    mediaType: ['application/pdf', 'image/png'],
    description: "The certificate as an A4 landscape PDF or a PNG image, by the name's extension; HEAD answers its size",
  },
} as const;

export const certificateFileCalls = {
  certificateFile: defineCall({
    method: 'GET',
    path: `${ApiPrefix.storage}/certificates/:file`,
    summary: "One of the caller's certificates as a file, rendered once in the holder's language and kept; another's is not found",
    tags,
    params: FileParamsSchema,
    responses: FILE_ANSWERS,
  }),
  publicCertificateFile: defineCall({
    method: 'GET',
    path: `${ApiPrefix.storage}/public/certificates/:file`,
    summary: 'A certificate as a file for anyone who holds its number, as the public certificate page shows it',
    tags,
    public: true,
    params: FileParamsSchema,
    responses: FILE_ANSWERS,
  }),
};
