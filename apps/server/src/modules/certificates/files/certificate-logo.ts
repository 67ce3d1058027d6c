/** The tenant's logo as a certificate can draw it: a PNG or JPEG and its size in pixels. */
export interface CertificateLogo {
  type: 'png' | 'jpeg';
  /** The image as a `data:` URI: the SVG's `<image>` takes it as is, and the content hash covers it. */
  dataUri: string;
  width: number;
  height: number;
}

/** Larger than any logo needs to be; a bigger one is not drawn rather than swelling every file. */
export const MAX_LOGO_BYTES = 512 * 1024;
const DATA_URI = /^data:image\/(png|jpeg);base64,([A-Za-z0-9+/]+={0,2})$/;

function pngSize(bytes: Buffer) {
  const signature = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
  if (bytes.length < 24 || signature.some((b, i) => bytes[i] !== b) || bytes.toString('latin1', 12, 16) !== 'IHDR') return null;
  return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) };
}

/** A JPEG's size from its first start-of-frame marker (SOF0–SOF15 but DHT, JPG and DAC). */
function jpegSize(bytes: Buffer) {
  if (bytes[0] !== 0xff || bytes[1] !== 0xd8) return null;
  let at = 2;
  while (at + 9 < bytes.length) {
    if (bytes[at] !== 0xff) return null;
    const marker = bytes[at + 1]!;
    const length = bytes.readUInt16BE(at + 2);
    if (marker >= 0xc0 && marker <= 0xcf && ![0xc4, 0xc8, 0xcc].includes(marker)) {
      return { width: bytes.readUInt16BE(at + 7), height: bytes.readUInt16BE(at + 5) };
    }
    at += 2 + length;
  }
  return null;
}

/**
 * The theme's `logoUrl` when a certificate can draw it (decision 0024): a PNG or JPEG given
 * as a `data:` URI, at most 512 KB, whose header reads. Anything else — an https address
 * included — is not drawn and the certificate shows the tenant's name alone: the server
 * does not fetch addresses from settings (a request the portal makes on a setting's say is
 * a door into the network it runs in, and a certificate must not depend on another host).
 */
export function readCertificateLogo(logoUrl: string | null | undefined): CertificateLogo | null {
  const match = logoUrl ? DATA_URI.exec(logoUrl) : null;
  if (!match) return null;
  const type = match[1] as CertificateLogo['type'];
  const bytes = Buffer.from(match[2]!, 'base64');
  if (bytes.length === 0 || bytes.length > MAX_LOGO_BYTES) return null;
  const size = type === 'png' ? pngSize(bytes) : jpegSize(bytes);
  if (!size || size.width === 0 || size.height === 0) return null;
  return { type, dataUri: logoUrl!, ...size };
}
