import type { IncomingHttpHeaders } from 'node:http';
import type { Config } from '../config';

const LOOPBACK = ['localhost', '127.0.0.1', '[::1]'];

export type OriginPolicy = {
  /** Origins whose pages may send the user's cookies to us: PUBLIC_URL's and CORS_ORIGINS. */
  readonly origins: readonly string[];
  /** True for a request a browser sent from one of those origins, or that no browser sent. */
  allows(headers: IncomingHttpHeaders): boolean;
  /** A CORS_ORIGINS entry: the only origins that get CORS headers (our own pages need none). */
  isCorsOrigin(origin: string | null): origin is string;
};

/**
 * The one answer to "may this request act with the user's cookies?", for state-changing HTTP
 * requests and websocket handshakes alike. Browsers say where a request comes from (Origin,
 * else Sec-Fetch-Site); a request with neither comes from no browser, so it carries no victim's
 * cookies and is let through (docs/decisions.md, "Origins and security headers").
 */
export function createOriginPolicy(config: Config): OriginPolicy {
  const own = new URL(config.PUBLIC_URL).origin;
  const origins = [own, ...config.CORS_ORIGINS.filter((origin) => origin !== own)];
  // The Vite dev server proxies from its own port on loopback.
  const devLoopback = (origin: string) =>
    config.NODE_ENV === 'development' && URL.canParse(origin) && LOOPBACK.includes(new URL(origin).hostname);
  const allowedOrigin = (origin: string) => origins.includes(origin) || devLoopback(origin);

  return {
    origins,
    allows(headers) {
      const origin = headers.origin;
      if (origin !== undefined) return allowedOrigin(origin);
      const site = headers['sec-fetch-site'];
      // 'none' is the user's own doing (typed URL, bookmark); same-site is another origin of ours.
      return site === undefined || site === 'same-origin' || site === 'none';
    },
    isCorsOrigin: (origin): origin is string => origin !== null && origin !== own && origins.includes(origin),
  };
}

/** Methods that change nothing: they are not checked, so links and reloads from anywhere work. */
export function isSafeMethod(method: string | undefined) {
  return method === 'GET' || method === 'HEAD' || method === 'OPTIONS';
}
