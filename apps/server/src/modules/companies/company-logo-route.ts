import type { IncomingMessage, ServerResponse } from 'node:http';
import { pipeline } from 'node:stream/promises';
import { answer, answerAppError, fileRouteViewer, type FileRouteInput } from '../documents/file-route';
import { readCompanyLogo } from './company-logo';

const ROUTE = /^\/files\/companies\/(\d{1,9})\/logo$/;

export function isCompanyLogoPath(pathname: string): boolean {
  return ROUTE.test(pathname);
}

/**
 * GET /files/companies/:id/logo: the company's logo for a viewer who may read the company (401
 * without a session, 404 out of scope as for a company without a logo). Same origin, so the
 * page's `img-src 'self'` lets it in; the address changes with the logo, so the browser keeps it.
 */
export function createCompanyLogoHandler(input: FileRouteInput) {
  const { storage } = input;
  return async function handleCompanyLogo(req: IncomingMessage, res: ServerResponse) {
    const match = ROUTE.exec(new URL(req.url ?? '/', 'http://localhost').pathname);
    if (!match) return answer(res, 404, { error: 'not found' });
    if (req.method !== 'GET') return answer(res, 405, { error: 'method not allowed' }, { allow: 'GET' });
    const session = await fileRouteViewer(input, req, res);
    if (!session) return;

    let logo;
    try {
      logo = await readCompanyLogo(input.database.db, session.viewer, storage, Number(match[1]));
    } catch (error) {
      return answerAppError(res, error, session.language);
    }
    res.writeHead(200, {
      'content-type': logo.contentType,
      'content-length': String(logo.size),
      'cache-control': 'private, max-age=86400',
      'x-content-type-options': 'nosniff',
      'content-security-policy': "sandbox; frame-ancestors 'none'",
    });
    await pipeline(logo.stream, res);
  };
}
