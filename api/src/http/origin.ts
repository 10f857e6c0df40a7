/**
 * The page's own host may open a live WebSocket on /graphql, and so may configured origins; others
 * are refused.
 */
export function originAllowed(origin: string | undefined, host: string | undefined, allowedOrigins: string[]): boolean {
  if (!origin) return true; // not a browser: partner systems authenticate with tokens
  if (allowedOrigins.includes(origin)) return true;
  try {
    return new URL(origin).host === host;
  } catch {
    return false;
  }
}

/** The origin (scheme, host and port) of a URL, or null when it has none. */
function originOf(url: string): string | null {
  try {
    const origin = new URL(url).origin;
    return origin === 'null' ? null : origin;
  } catch {
    return null;
  }
}

/**
 * The legacy channel listens on a port of its own, so no page shares its origin. A browser may open
 * it only from a page whose whole origin (scheme, host and port) is the app's: its public address
 * (PUBLIC_URL), this server's app port over plain HTTP on the host the socket was opened on, or one
 * of ALLOWED_ORIGINS. Another port or scheme on the same host is another site.
 */
export function legacyOriginAllowed(
  origin: string | undefined,
  host: string | undefined,
  app: { allowedOrigins: string[]; publicUrl?: string; port: number },
): boolean {
  if (!origin) return true; // not a browser: partner systems authenticate with tokens
  const actual = originOf(origin);
  if (!actual) return false;
  const hostname = (host ?? '').replace(/:\d+$/, '');
  const candidates = [...app.allowedOrigins, app.publicUrl ?? '', hostname ? `http://${hostname}:${app.port}` : ''];
  return candidates.some((candidate) => candidate !== '' && originOf(candidate) === actual);
}
