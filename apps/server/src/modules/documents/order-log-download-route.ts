import type { IncomingMessage, ServerResponse } from 'node:http';
import { pipeline } from 'node:stream/promises';
import { AppError } from '../../errors';
import { logger } from '../../logger';
import { findOrderLogDownload } from './find-order-log-download';
import { answer, answerAppError, appErrorBody, fileRouteViewer, type FileRouteInput } from './file-route';
import { downloadDisposition } from '../../http/content-disposition';

const ROUTE = /^\/files\/order-logs\/(\d{1,9})$/;

/**
 * GET /files/order-logs/:id streams an order log's PDF to a viewer who may read it, as a
 * download, or for an inline preview with `?inline=1`. The session cookie is read as for
 * GraphQL; without a session 401, and a document that is missing, has no file or is out of the
 * viewer's scope answers the same 404.
 */
export function createOrderLogDownloadHandler(input: FileRouteInput) {
  const { storage } = input;

  return async function handleOrderLogDownload(req: IncomingMessage, res: ServerResponse) {
    const url = new URL(req.url ?? '/', 'http://localhost');
    const match = ROUTE.exec(url.pathname);
    if (!match) return answer(res, 404, { error: 'not found' });
    if (req.method !== 'GET') return answer(res, 405, { error: 'method not allowed' }, { allow: 'GET' });

    const session = await fileRouteViewer(input, req, res);
    if (!session) return;
    const { viewer, language } = session;

    let download;
    try {
      download = await findOrderLogDownload(input.database.db, viewer, Number(match[1]));
    } catch (error) {
      return answerAppError(res, error, language);
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
      'content-disposition': downloadDisposition(
        download.filename,
        url.searchParams.get('inline') === '1' ? 'inline' : 'attachment',
      ),
      'cache-control': 'private, no-store',
      'x-content-type-options': 'nosniff',
      // Whatever the file holds runs, if at all, in a unique origin without scripts or forms.
      'content-security-policy': "sandbox; frame-ancestors 'none'",
    });
    await pipeline(stored.stream, res);
  };
}
