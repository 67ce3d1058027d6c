import { createHash } from 'node:crypto';
import { isSupportedLocale } from '@lp/i18n';
import type { Queryable } from '../../../db/client.ts';
import type { Tenant } from '../../../plugins/tenant.ts';
import { certificateContent } from './certificate-content.ts';
import { layoutCertificate } from './certificate-layout.ts';
import {
  findHolderSettings,
  findStoredFile,
  readStoredBytes,
  storeFile,
  type CertificateFileKind,
  type CertificateForFile,
} from './certificate-file-repository.ts';
import { renderPdf } from './render-pdf.ts';
import { renderPng } from './render-png.ts';
import { renderOnce } from './render-queue.ts';

/** Raised when the drawing changes: every kept file is then rendered anew on its next request. */
const RENDERING_VERSION = 1;

export const CONTENT_TYPES: Record<CertificateFileKind, string> = { pdf: 'application/pdf', png: 'image/png' };

/** A certificate file ready to answer: its size now, its bytes when asked (HEAD never reads them). */
export interface CertificateFile {
  kind: CertificateFileKind;
  size: number;
  name: string;
  bytes: () => Promise<Uint8Array>;
}

/** A name any browser and header accepts: the certificate number's safe characters. */
const fileNameOf = (certificateNumber: string, kind: CertificateFileKind) =>
  `certificate-${certificateNumber.replace(/[^A-Za-z0-9._-]/g, '_')}.${kind}`;

/**
 * The file of a certificate the caller may see: kept from an earlier request when it
 * still shows the same (its content hash), otherwise rendered now and kept. Drawn in the
 * holder's language (else the tenant's default) and time zone, so the holder and the
 * public page get the same file.
 */
export async function certificateFile(
  db: Queryable,
  tenant: Pick<Tenant, 'id' | 'settings'>,
  certificate: CertificateForFile,
  kind: CertificateFileKind,
  verifyUrl: string,
  now: Date,
): Promise<CertificateFile> {
  const holder = await findHolderSettings(db, certificate.id);
  const locale = isSupportedLocale(holder?.locale) ? holder.locale : tenant.settings.defaultLocale;
  const content = certificateContent(certificate, { locale, timezone: holder?.timezone ?? null }, tenant, verifyUrl, now);
  const contentHash = createHash('sha256').update(JSON.stringify({ RENDERING_VERSION, content })).digest('base64url');
  const name = fileNameOf(certificate.certificateNumber, kind);
  const stored = await findStoredFile(db, certificate.id, kind, locale);
  if (stored?.content_hash === contentHash) {
    return {
      kind,
      name,
      size: stored.size,
      bytes: async () => (await readStoredBytes(db, certificate.id, kind, locale)) ?? new Uint8Array(),
    };
  }
  const bytes = await renderOnce(`${certificate.id}:${kind}:${locale}:${contentHash}`, async () => {
    const drawing = layoutCertificate(content);
    const rendered =
      kind === 'pdf'
        ? await renderPdf(drawing, { title: content.title, author: content.brand, created: new Date(certificate.created) })
        : await renderPng(drawing);
    await storeFile(db, { tenantId: tenant.id, certificateId: certificate.id, kind, locale, contentHash, bytes: rendered });
    return rendered;
  });
  return { kind, name, size: bytes.byteLength, bytes: async () => bytes };
}
