import { lookup as dnsLookup, promises as dns, type LookupAddress, type LookupOptions } from 'node:dns';
import { isIP } from 'node:net';
import { request as httpRequest, type IncomingHttpHeaders } from 'node:http';
import { request as httpsRequest } from 'node:https';
import ipaddr from 'ipaddr.js';
import { traceHeaders } from '../observability/tracing.ts';

/**
 * Which hosts the server may call on a platform's behalf. Unless `allowPrivateHosts`
 * (ERP_ALLOW_PRIVATE_HOSTS) is on, an ERP URL may not lead to this machine, the local network or a
 * cloud metadata service: the address is checked when the URL is saved and again, as it is resolved,
 * on every call (so a name that later resolves elsewhere, DNS rebinding, is refused too).
 */
export interface OutboundPolicy {
  allowPrivateHosts: boolean;
  /** the longest a call may wait for its answer (ERP_TIMEOUT_SECONDS); 30 s when absent */
  timeoutMs?: number;
}

/**
 * True for every address but an ordinary public one (IPv4-mapped IPv6 included). ipaddr.js names
 * each special-purpose range of both families (private, loopback, link-local, carrier-grade NAT,
 * multicast, reserved, and the IPv6 forms that embed or tunnel to an IPv4 address: IPv4-mapped,
 * NAT64 (64:ff9b::/96), 6to4 (2002::/16), Teredo (2001::/32), site-local (fec0::/10)…); only its
 * 'unicast' may be called, so a range it learns to name is refused too.
 */
export function isPrivateAddress(address: string): boolean {
  const bare = address.replace(/^\[|\]$/g, '').replace(/%.*$/, '');
  if (!isIP(bare)) return false;
  return ipaddr.parse(bare).range() !== 'unicast';
}

export class BlockedAddressError extends Error {
  constructor(readonly host: string, readonly address: string) {
    super(`${host} resolves to ${address}, a private, loopback, link-local or metadata address.`);
  }
}

/**
 * The addresses a URL's host stands for: the literal address, or what the name resolves to now.
 * A name that does not resolve yields none (nothing can be checked; the call-time check still holds).
 */
async function addressesOf(hostname: string): Promise<string[]> {
  const host = hostname.replace(/^\[|\]$/g, '');
  if (isIP(host)) return [host];
  try {
    return (await dns.lookup(host, { all: true, verbatim: true })).map((entry) => entry.address);
  } catch {
    return [];
  }
}

/** The first private address the URL's host is or resolves to, or null when it may be called. */
export async function privateAddressOf(url: URL, policy: OutboundPolicy): Promise<string | null> {
  if (policy.allowPrivateHosts) return null;
  return (await addressesOf(url.hostname)).find(isPrivateAddress) ?? null;
}

type LookupCallback = (error: NodeJS.ErrnoException | null, address: string | LookupAddress[], family?: number) => void;

/** A `lookup` for sockets that refuses private addresses as the name is resolved for the connection. */
function guardedLookup(hostname: string, options: LookupOptions, callback: LookupCallback) {
  dnsLookup(hostname, options, (error, address, family) => {
    if (error) {
      callback(error, address as string, family);
      return;
    }
    const list = Array.isArray(address) ? address : [{ address, family }];
    const refused = list.find((entry) => isPrivateAddress(entry.address));
    if (refused) {
      callback(Object.assign(new BlockedAddressError(hostname, refused.address), { code: 'EADDRBLOCKED' }), address, family);
      return;
    }
    callback(null, address, family);
  });
}

export interface OutboundResponse {
  status: number;
  statusText: string;
  headers: IncomingHttpHeaders;
  text: string;
}

const MAX_RESPONSE_BYTES = 10 * 1024 * 1024;
const TIMEOUT_MS = 30_000;

/**
 * One HTTP(S) request to a partner system under the outbound policy. Redirects are not followed
 * (a redirect could lead to a private address); the answer is read up to 10 MB, within the policy's timeout (30 s by default).
 */
export function outboundRequest(
  target: string,
  init: { method: 'GET' | 'POST'; headers: Record<string, string>; body?: string },
  policy: OutboundPolicy,
): Promise<OutboundResponse> {
  const url = new URL(target);
  if (!policy.allowPrivateHosts) {
    const host = url.hostname.replace(/^\[|\]$/g, '');
    if (isIP(host) && isPrivateAddress(host)) return Promise.reject(new BlockedAddressError(host, host));
  }
  const send = url.protocol === 'https:' ? httpsRequest : httpRequest;
  const body = init.body === undefined ? undefined : Buffer.from(init.body, 'utf8');
  return new Promise((resolve, reject) => {
    const req = send(
      url,
      {
        method: init.method,
        headers: { ...init.headers, ...traceHeaders(), ...(body ? { 'content-length': String(body.length) } : {}) },
        timeout: policy.timeoutMs ?? TIMEOUT_MS,
        ...(policy.allowPrivateHosts ? {} : { lookup: guardedLookup as never }),
      },
      (res) => {
        const chunks: Buffer[] = [];
        let size = 0;
        res.on('data', (chunk: Buffer) => {
          size += chunk.length;
          if (size > MAX_RESPONSE_BYTES) {
            req.destroy(new Error('The answer is larger than 10 MB.'));
            return;
          }
          chunks.push(chunk);
        });
        res.on('end', () =>
          resolve({ status: res.statusCode ?? 0, statusText: res.statusMessage ?? '', headers: res.headers, text: Buffer.concat(chunks).toString('utf8') }),
        );
        res.on('error', reject);
      },
    );
    req.on('timeout', () => req.destroy(new Error(`No answer within ${(policy.timeoutMs ?? TIMEOUT_MS) / 1000} s.`)));
    req.on('error', reject);
    req.end(body);
  });
}
