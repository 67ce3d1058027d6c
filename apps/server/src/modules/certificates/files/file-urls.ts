import { ApiPrefix } from '@lp/contract';

/**
 * Where a certificate's files are served (file-routes.ts): the holder's own under the URLs
 * the records carry; the public page's under `public/`, to anyone with the number.
 */
export function certificateFileUrls(certificateNumber: string, audience: 'holder' | 'public') {
  const base = `${ApiPrefix.storage}/${audience === 'public' ? 'public/' : ''}certificates/${encodeURIComponent(certificateNumber)}`;
  return { certificatePdfUrl: `${base}.pdf`, certificatePngUrl: `${base}.png` };
}

/**
 * The public certificate page (doc 1 §1 /learn/certificate/{number}) on the tenant's own
 * host, as its QR code and link name it: the public URL with the tenant's host name.
 */
export function verificationUrl(publicUrl: string, tenantHost: string | null, certificateNumber: string): string {
  const url = new URL(`/learn/certificate/${encodeURIComponent(certificateNumber)}`, publicUrl);
  if (tenantHost) url.hostname = tenantHost;
  return url.href;
}
