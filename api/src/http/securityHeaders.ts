import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Config } from '../config.ts';
import { requestIsHttps } from './clientAddress.ts';
import { cardPaymentProvider } from '../payments/stripeClient.ts';

/** A Host header fit to be written into a policy (name or address, optional port), else null. */
function safeHost(host: string | undefined): string | null {
  return host && /^(?:[a-z0-9.-]+|\[[0-9a-f:.]+\])(?::\d{1,5})?$/i.test(host) ? host.toLowerCase() : null;
}

/** Whether the app is reached over HTTPS: PUBLIC_URL says so, or this request came over TLS. */
export function servedOverHttps(config: Config, req: IncomingMessage): boolean {
  return config.publicUrl.startsWith('https://') || requestIsHttps(req, config.trustProxy);
}

/**
 * The WebSocket origins the page may open: /graphql on its own host (as requested, and as
 * PUBLIC_URL names it) and the legacy channel on LEGACY_LIVE_PORT of the same host name, wss when
 * the page is https.
 */
function webSocketSources(config: Config, req: IncomingMessage): string[] {
  const hosts = new Set<string>();
  const requested = safeHost(req.headers.host);
  if (requested) hosts.add(requested);
  try {
    hosts.add(new URL(config.publicUrl).host);
  } catch {
    // an unparsable PUBLIC_URL adds nothing
  }
  const scheme = servedOverHttps(config, req) ? 'wss' : 'ws';
  const sources = new Set<string>();
  for (const host of hosts) {
    sources.add(`${scheme}://${host}`);
    if (config.legacyLivePort != null) sources.add(`${scheme}://${host.replace(/:\d+$/, '')}:${config.legacyLivePort}`);
  }
  return [...sources];
}

const policy = (directives: Record<string, string[]>) =>
  Object.entries(directives)
    .map(([name, sources]) => [name, ...sources].join(' '))
    .join('; ');

/**
 * The policy of the web client's pages: scripts, styles and everything else from this origin only
 * (no inline script or style), images also from data: and blob: URLs (product images), never framed.
 * Stripe's script, frames and API are allowed only when card payment goes through Stripe (the test
 * payment provider's form is the app's own).
 */
export function pageContentSecurityPolicy(config: Config, req: IncomingMessage): string {
  const stripe = cardPaymentProvider(config) === 'stripe';
  return policy({
    'default-src': ["'self'"],
    // Stripe.js and its Payment Element, as Stripe's security guide lists them
    'script-src': ["'self'", ...(stripe ? ['https://js.stripe.com', 'https://*.js.stripe.com'] : [])],
    'style-src': ["'self'"],
    'img-src': ["'self'", 'data:', 'blob:'],
    'font-src': ["'self'", 'data:'],
    'connect-src': ["'self'", ...webSocketSources(config, req), ...(stripe ? ['https://api.stripe.com'] : [])],
    'frame-src': stripe ? ['https://js.stripe.com', 'https://*.js.stripe.com', 'https://hooks.stripe.com'] : ["'none'"],
    'worker-src': ["'self'"],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'"],
    'frame-ancestors': ["'none'"],
  });
}

/**
 * GraphiQL's page (development, or GRAPHIQL=true): its script, styles and editor workers are this
 * server's own files (http/graphiql.ts), and no inline script runs. Its Monaco editor writes style
 * elements (let in by the page's nonce) and positions every line with a style attribute, which no
 * nonce covers: style attributes alone are allowed inline (they run nothing).
 */
export function graphiqlContentSecurityPolicy(config: Config, req: IncomingMessage, nonce: string): string {
  return policy({
    'default-src': ["'self'"],
    'script-src': ["'self'"],
    'style-src': ["'self'", `'nonce-${nonce}'`],
    'style-src-attr': ["'unsafe-inline'"],
    'img-src': ["'self'", 'data:', 'blob:'],
    'font-src': ["'self'", 'data:'],
    'connect-src': ["'self'", ...webSocketSources(config, req)],
    'worker-src': ["'self'"],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'"],
    'frame-ancestors': ["'none'"],
  });
}

/**
 * The REST API reference at /api/docs (Swagger UI from the app's own files): scripts and styles from
 * this origin only, as the app's pages; it reads the OpenAPI document from this origin.
 */
export function apiDocsContentSecurityPolicy(): string {
  return policy({
    'default-src': ["'self'"],
    'script-src': ["'self'"],
    'style-src': ["'self'"],
    'img-src': ["'self'", 'data:'],
    'font-src': ["'self'", 'data:'],
    'connect-src': ["'self'"],
    'worker-src': ["'none'"],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'"],
    'frame-ancestors': ["'none'"],
  });
}

/** Answers that are not pages (JSON, uploaded files opened directly) may load and run nothing. */
const NON_PAGE_POLICY = "default-src 'none'; frame-ancestors 'none'; base-uri 'none'; form-action 'none'; sandbox";

/**
 * Headers every answer carries: no MIME sniffing, no referrer beyond the origin to other sites,
 * never framed, HSTS when served over HTTPS, and a policy that runs nothing. Pages replace the
 * policy with theirs (setPagePolicy).
 */
export function setSecurityHeaders(config: Config, req: IncomingMessage, res: ServerResponse): void {
  res.setHeader('x-content-type-options', 'nosniff');
  res.setHeader('referrer-policy', 'strict-origin-when-cross-origin');
  res.setHeader('x-frame-options', 'DENY');
  res.setHeader('content-security-policy', NON_PAGE_POLICY);
  if (servedOverHttps(config, req)) res.setHeader('strict-transport-security', 'max-age=31536000; includeSubDomains');
}

/** The page's policy; GraphiQL's takes the nonce its page was written with. */
export function setPagePolicy(config: Config, req: IncomingMessage, res: ServerResponse, page: 'app' | 'apiDocs' | { graphiqlNonce: string }): void {
  res.setHeader(
    'content-security-policy',
    page === 'app'
      ? pageContentSecurityPolicy(config, req)
      : page === 'apiDocs'
        ? apiDocsContentSecurityPolicy()
        : graphiqlContentSecurityPolicy(config, req, page.graphiqlNonce),
  );
}
