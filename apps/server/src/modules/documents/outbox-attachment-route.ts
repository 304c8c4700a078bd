import type { IncomingMessage, ServerResponse } from 'node:http';
import { downloadDisposition } from '../../http/content-disposition';
import { answer, answerAppError, fileRouteViewer, type FileRouteInput } from './file-route';
import { outboxAttachment } from './outbox-attachment';

const ROUTE = /^\/files\/outbox\/(\d{1,9})\/attachments\/(\d{1,3})$/;

export function isOutboxAttachmentPath(pathname: string): boolean {
  return ROUTE.test(pathname);
}

/**
 * GET /files/outbox/:messageId/attachments/:index downloads what a mail carried (a calculation,
 * a simulation). Super users only (401 without a session, 403 for anyone else, 404 otherwise).
 */
export function createOutboxAttachmentHandler(input: FileRouteInput) {
  return async function handleOutboxAttachment(req: IncomingMessage, res: ServerResponse) {
    const match = ROUTE.exec(new URL(req.url ?? '/', 'http://localhost').pathname);
    if (!match) return answer(res, 404, { error: 'not found' });
    if (req.method !== 'GET') return answer(res, 405, { error: 'method not allowed' }, { allow: 'GET' });
    const session = await fileRouteViewer(input, req, res);
    if (!session) return;
    let file;
    try {
      file = await outboxAttachment(input.database.db, session.viewer, input.storage, {
        messageId: Number(match[1]),
        index: Number(match[2]),
      });
    } catch (error) {
      return answerAppError(res, error, session.language);
    }
    res.writeHead(200, {
      'content-type': file.contentType,
      'content-length': String(file.bytes.length),
      'content-disposition': downloadDisposition(file.filename, 'attachment'),
      'cache-control': 'private, no-store',
      'x-content-type-options': 'nosniff',
      'content-security-policy': "sandbox; frame-ancestors 'none'",
    });
    res.end(file.bytes);
  };
}
