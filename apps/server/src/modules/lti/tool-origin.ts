/**
 * Whether a tool's origin may be framed by the portal: the tenant's allowedExternalSources
 * (doc 2 §9) name it as a full origin (`http://localhost:3001`), or as a host (`tool.example`,
 * `*.example`, optionally with a port), meaning https. The Content-Security-Policy's
 * frame-src is built from the same list, so a tool refused here would be blocked there too.
 */
export function isToolOriginAllowed(origin: string, sources: readonly string[]): boolean {
  const url = new URL(origin);
  return sources.some((source) => {
    const entry = source.trim().toLowerCase();
    if (/^https?:\/\//.test(entry)) return entry.replace(/\/+$/, '') === url.origin;
    if (url.protocol !== 'https:') return false;
    const hostPort = url.host;
    if (entry.startsWith('*.')) return hostPort.endsWith(entry.slice(1)) && hostPort.length > entry.length - 1;
    return entry === hostPort;
  });
}
