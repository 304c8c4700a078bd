import type { IncomingMessage } from 'node:http';
import proxyaddr from 'proxy-addr';

/**
 * The address a request came from, for the sign-in limits and the session list: the socket's
 * peer, unless that peer is one of TRUSTED_PROXIES, whose X-Forwarded-For is then read from the
 * right up to the first address that is not a trusted proxy. A client cannot choose its address
 * by sending the header itself: the proxy's own entry comes after whatever it sent.
 */
export function createClientAddress(trustedProxies: readonly string[]) {
  const trust = proxyaddr.compile([...trustedProxies]);
  return (req: IncomingMessage): string | null => (req.socket.remoteAddress ? proxyaddr(req, trust) : null);
}

/** Throws on an entry that is neither an IP address nor a CIDR range (config validation). */
export function checkProxyList(entries: readonly string[]): void {
  proxyaddr.compile([...entries]);
}
