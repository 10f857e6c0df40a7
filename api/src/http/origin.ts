/**
 * The page's own host may open a live WebSocket, and so may configured origins; others are refused.
 * `samePortOnly` false compares host names only, for the legacy channel on its own port.
 */
export function originAllowed(
  origin: string | undefined,
  host: string | undefined,
  allowedOrigins: string[],
  samePortOnly = true,
): boolean {
  if (!origin) return true; // not a browser: partner systems authenticate with tokens
  if (allowedOrigins.includes(origin)) return true;
  try {
    const url = new URL(origin);
    const hostname = (host ?? '').replace(/:\d+$/, '');
    return samePortOnly ? url.host === host : url.hostname === hostname;
  } catch {
    return false;
  }
}
