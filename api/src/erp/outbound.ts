import { lookup as dnsLookup, promises as dns, type LookupAddress, type LookupOptions } from 'node:dns';
import { BlockList, isIP } from 'node:net';
import { request as httpRequest, type IncomingHttpHeaders } from 'node:http';
import { request as httpsRequest } from 'node:https';

/**
 * Which hosts the server may call on a platform's behalf. Unless `allowPrivateHosts`
 * (ERP_ALLOW_PRIVATE_HOSTS) is on, an ERP URL may not lead to this machine, the local network or a
 * cloud metadata service: the address is checked when the URL is saved and again, as it is resolved,
 * on every call (so a name that later resolves elsewhere, DNS rebinding, is refused too).
 */
export interface OutboundPolicy {
  allowPrivateHosts: boolean;
}

const blocked = new BlockList();
for (const [network, prefix] of [
  ['0.0.0.0', 8], // "this network", the unspecified address
  ['10.0.0.0', 8],
  ['100.64.0.0', 10], // carrier-grade NAT; holds 100.100.100.200, a metadata address
  ['127.0.0.0', 8],
  ['169.254.0.0', 16], // link-local; holds 169.254.169.254, the common metadata address
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['224.0.0.0', 4], // multicast
  ['240.0.0.0', 4], // reserved, and the broadcast address
] as const) {
  blocked.addSubnet(network, prefix, 'ipv4');
}
for (const [network, prefix] of [
  ['::', 96], // unspecified, loopback and the old IPv4-compatible form
  ['fc00::', 7], // unique local; holds fd00:ec2::254, a metadata address
  ['fe80::', 10],
  ['ff00::', 8],
] as const) {
  blocked.addSubnet(network, prefix, 'ipv6');
}

/** True for an address the server must not call without ERP_ALLOW_PRIVATE_HOSTS (IPv4-mapped IPv6 included). */
export function isPrivateAddress(address: string): boolean {
  const bare = address.replace(/^\[|\]$/g, '').replace(/%.*$/, '');
  const family = isIP(bare);
  if (family === 4) return blocked.check(bare, 'ipv4');
  if (family === 6) return blocked.check(bare, 'ipv6');
  return false;
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
 * (a redirect could lead to a private address); the answer is read up to 10 MB, within 30 s.
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
        headers: { ...init.headers, ...(body ? { 'content-length': String(body.length) } : {}) },
        timeout: TIMEOUT_MS,
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
    req.on('timeout', () => req.destroy(new Error(`No answer within ${TIMEOUT_MS / 1000} s.`)));
    req.on('error', reject);
    req.end(body);
  });
}
