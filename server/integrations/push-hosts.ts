import { isIP } from 'node:net';

/**
 * Where a push subscription may point (decision 0032). The server POSTs to every stored endpoint,
 * so an endpoint anywhere would be a blind SSRF: only https on the browsers' Web Push services, on
 * the default port, by host name (never an IP literal, loopback or a private name). PUSH_SERVICE_HOSTS
 * replaces the list; `*.host` allows the subdomains of host (not host itself).
 */
export const DEFAULT_PUSH_SERVICE_HOSTS = [
  'fcm.googleapis.com', // Chrome, Edge on Android, Samsung Internet, Opera
  'updates.push.services.mozilla.com', // Firefox
  '*.notify.windows.com', // Edge on Windows (WNS)
  'web.push.apple.com', // Safari on macOS and iOS
  '*.push.apple.com',
] as const;

export function parsePushServiceHosts(value: string | undefined): readonly string[] {
  const hosts = (value ?? '')
    .split(',')
    .map((s) => s.trim().toLowerCase())
    .filter(Boolean);
  for (const host of hosts) {
    const name = host.startsWith('*.') ? host.slice(2) : host;
    if (!/^[a-z0-9-]+(\.[a-z0-9-]+)+$/.test(name) || isIP(name) !== 0) throw new Error(`PUSH_SERVICE_HOSTS: "${host}" is not a host name`);
  }
  return hosts.length > 0 ? hosts : DEFAULT_PUSH_SERVICE_HOSTS;
}

const PRIVATE_NAME = /(^|\.)(localhost|local|internal|intranet|home|lan|corp|localdomain)$/;

export function isAllowedPushEndpoint(endpoint: string, hosts: readonly string[]): boolean {
  if (!URL.canParse(endpoint)) return false;
  const url = new URL(endpoint);
  if (url.protocol !== 'https:' || url.port !== '' || url.username !== '' || url.password !== '') return false;
  const host = url.hostname.toLowerCase();
  // WHATWG URL turns decimal, octal and hex spellings of IPv4 into dotted form; IPv6 keeps brackets.
  if (host.startsWith('[') || isIP(host) !== 0 || PRIVATE_NAME.test(host)) return false;
  return hosts.some((allowed) => (allowed.startsWith('*.') ? host.endsWith(allowed.slice(1)) : host === allowed));
}
