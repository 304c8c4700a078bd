import type { IncomingMessage, ServerResponse } from 'node:http';
import { pipeline } from 'node:stream/promises';
import contentDisposition from 'content-disposition';
import { isLanguageCode, type LanguageCode } from '@spokes/domain/codes';
import { errorMessage } from '@spokes/domain/errors';
import type { Config } from '../../config';
import type { Database } from '../../db/client';
import { AppError } from '../../errors';
import { httpStatusOf } from '../../http/error-status';
import { fileStorage } from '../../integrations/storage/file-storage';
import { logger } from '../../logger';
import { viewerOfCookieHeader } from '../auth/session-viewer';
import { findOrderLogDownload } from './find-order-log-download';

const ROUTE = /^\/files\/order-logs\/(\d{1,9})$/;

/**
 * GET /files/order-logs/:id streams an order log's PDF to a viewer who may read it, as a
 * download, or for an inline preview with `?inline=1`. The session cookie is read as for
 * GraphQL; without a session 401, and a document that is missing, has no file or is out of the
 * viewer's scope answers the same 404.
 */
export function createOrderLogDownloadHandler(input: { database: Database; config: Config }) {
  const storage = fileStorage(input.config);
  const secure = input.config.PUBLIC_URL.startsWith('https:');

  return async function handleOrderLogDownload(req: IncomingMessage, res: ServerResponse) {
    const url = new URL(req.url ?? '/', 'http://localhost');
    const match = ROUTE.exec(url.pathname);
    if (!match) return answer(res, 404, { error: 'not found' });
    if (req.method !== 'GET') return answer(res, 405, { error: 'method not allowed' }, { allow: 'GET' });

    const viewer = await viewerOfCookieHeader(input.database.db, req.headers.cookie, secure, {
      idleMinutes: input.config.SESSION_IDLE_MINUTES,
      extend: true,
    });
    if (!viewer) return answer(res, 401, appErrorBody(new AppError('UNAUTHENTICATED'), 'nl'));
    const language = isLanguageCode(viewer.language) ? viewer.language : 'nl';

    let download;
    try {
      download = await findOrderLogDownload(input.database.db, viewer, Number(match[1]));
    } catch (error) {
      if (error instanceof AppError)
        return answer(res, httpStatusOf(error.code), appErrorBody(error, language));
      throw error;
    }
    const stored = download ? await storage.get(download.fileId) : null;
    if (!download || !stored) {
      if (download) logger.warn({ fileId: download.fileId }, 'an order log points to a missing file');
      return answer(res, 404, appErrorBody(new AppError('NOT_FOUND'), language));
    }
    res.writeHead(200, {
      'content-type': stored.contentType,
      ...(stored.size > 0 ? { 'content-length': String(stored.size) } : {}),
      // Saved under the quotation number and title; opened in the browser only when the page
      // asks for a preview, so an uploaded file never renders as a page of the app by surprise.
      'content-disposition': contentDisposition(download.filename, {
        type: url.searchParams.get('inline') === '1' ? 'inline' : 'attachment',
      }),
      'cache-control': 'private, no-store',
      'x-content-type-options': 'nosniff',
      // Whatever the file holds runs, if at all, in a unique origin without scripts or forms.
      'content-security-policy': "sandbox; frame-ancestors 'none'",
    });
    await pipeline(stored.stream, res);
  };
}

function appErrorBody(error: AppError, language: LanguageCode) {
  return { error: { code: error.code, i18nKey: error.i18nKey, message: errorMessage(error.code, language) } };
}

function answer(res: ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}) {
  res.writeHead(status, { 'content-type': 'application/json', ...headers }).end(JSON.stringify(body));
}
