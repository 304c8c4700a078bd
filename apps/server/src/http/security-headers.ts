import type { IncomingMessage, ServerResponse } from 'node:http';
import helmet from 'helmet';
import type { Config } from '../config';

/**
 * The headers every page and file goes out with. The policy is what the built app needs and no
 * more: its scripts are files of its own (no inline script anywhere); styles may be inline
 * because Ant Design's CSS-in-JS writes <style> tags at run time and React writes style
 * attributes (docs/decisions.md, "Origins and security headers"). Over https, browsers are told
 * to come back over https only.
 */
export function createSecurityHeaders(config: Config) {
  const https = new URL(config.PUBLIC_URL).protocol === 'https:';
  const setHeaders = helmet({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        baseUri: ["'self'"],
        connectSrc: ["'self'"],
        fontSrc: ["'self'", 'data:'],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
        // The employer portal previews a PDF it fetched as an object URL of the page itself.
        frameSrc: ["'self'", 'blob:'],
        imgSrc: ["'self'", 'data:'],
        objectSrc: ["'none'"],
        scriptSrc: ["'self'"],
        scriptSrcAttr: ["'none'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        ...(https ? { upgradeInsecureRequests: [] } : {}),
      },
    },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    strictTransportSecurity: https,
    xFrameOptions: { action: 'deny' },
  });
  return (req: IncomingMessage, res: ServerResponse) => {
    setHeaders(req, res, () => {});
  };
}
