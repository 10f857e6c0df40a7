import { isIPv4, isIPv6 } from 'node:net';
import type { IncomingMessage } from 'node:http';

/** The eight 16-bit groups of an IPv6 address, or null when it is not one. */
function ipv6Groups(address: string): string[] | null {
  if (!isIPv6(address)) return null;
  let text = address.split('%')[0].toLowerCase();
  // an embedded IPv4 tail (::ffff:1.2.3.4) becomes two groups
  const v4 = /(\d+)\.(\d+)\.(\d+)\.(\d+)$/.exec(text);
  if (v4) {
    const [a, b, c, d] = v4.slice(1).map(Number);
    text = `${text.slice(0, v4.index)}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const [head, tail] = text.includes('::') ? text.split('::') : [text, null];
  const left = head ? head.split(':') : [];
  const right = tail ? tail.split(':') : [];
  const fill = tail === null ? [] : Array(8 - left.length - right.length).fill('0');
  return [...left, ...fill, ...right].map((group) => group.replace(/^0+(?=.)/, ''));
}

/**
 * The form an address is counted under: IPv4 as written (also when mapped into IPv6), IPv6 by
 * its /64 network, since one subscriber usually holds a whole /64 and could otherwise step to a
 * fresh address for every guess.
 */
export function normalizeAddress(address: string): string {
  const trimmed = address.trim();
  if (isIPv4(trimmed)) return trimmed;
  const groups = ipv6Groups(trimmed);
  if (!groups) return trimmed || 'unknown';
  if (groups.slice(0, 6).every((g, i) => (i < 5 ? g === '0' : g === 'ffff'))) {
    const [hi, lo] = [parseInt(groups[6], 16), parseInt(groups[7], 16)];
    return `${hi >> 8}.${hi & 255}.${lo >> 8}.${lo & 255}`;
  }
  return `${groups.slice(0, 4).join(':')}::/64`;
}

function headerList(value: string | string[] | undefined): string[] {
  const joined = Array.isArray(value) ? value.join(',') : (value ?? '');
  return joined.split(',').map((part) => part.trim()).filter(Boolean);
}

/**
 * The caller's address. With `trustProxy` 0 it is the socket's peer and X-Forwarded-For is ignored
 * (anyone can send it). With `trustProxy` n, the last n hops are trusted proxies: the address is
 * the n-th entry from the right of the socket peer appended to X-Forwarded-For, as each proxy
 * appends the address it received the request from.
 */
export function clientAddress(req: IncomingMessage, trustProxy: number): string {
  const peer = req.socket?.remoteAddress ?? 'unknown';
  if (trustProxy <= 0) return normalizeAddress(peer);
  const hops = [...headerList(req.headers['x-forwarded-for']), peer];
  const candidate = hops[Math.max(0, hops.length - 1 - trustProxy)];
  return normalizeAddress(isIPv4(candidate) || isIPv6(candidate) ? candidate : peer);
}

/** Whether the page was requested over HTTPS: the socket is TLS, or a trusted proxy says so. */
export function requestIsHttps(req: IncomingMessage, trustProxy: number): boolean {
  if ((req.socket as { encrypted?: boolean } | undefined)?.encrypted) return true;
  if (trustProxy <= 0) return false;
  return headerList(req.headers['x-forwarded-proto'])[0]?.toLowerCase() === 'https';
}
