import type { IncomingMessage, ServerResponse } from 'node:http';
import { downloadDisposition } from '../../http/content-disposition';
import { answer, answerAppError, fileRouteViewer, type FileRouteInput } from './file-route';
import { templateFile } from './template-file';

const ROUTE = /^\/files\/templates\/(\d{1,9})(\/preview)?$/;

/** Where the Templates tab downloads a template's file, and where it previews it filled. */
export function templateFilePath(id: number, preview: boolean): string {
  return `/files/templates/${id}${preview ? '/preview' : ''}`;
}

export function isTemplateFilePath(pathname: string): boolean {
  return ROUTE.test(pathname);
}

/**
 * GET /files/templates/:id downloads a template's PDF as stored; /files/templates/:id/preview
 * shows it filled with a made-up order. Super users only (401 without a session, 403 for anyone
 * else, 404 for a template or file that does not exist).
 */
export function createTemplateFileHandler(input: FileRouteInput) {
  return async function handleTemplateFile(req: IncomingMessage, res: ServerResponse) {
    const match = ROUTE.exec(new URL(req.url ?? '/', 'http://localhost').pathname);
    if (!match) return answer(res, 404, { error: 'not found' });
    if (req.method !== 'GET') return answer(res, 405, { error: 'method not allowed' }, { allow: 'GET' });
    const session = await fileRouteViewer(input, req, res);
    if (!session) return;

    const preview = match[2] !== undefined;
    let file;
    try {
      file = await templateFile(input.database.db, session.viewer, input.storage, {
        id: Number(match[1]),
        filled: preview,
      });
    } catch (error) {
      return answerAppError(res, error, session.language);
    }
    res.writeHead(200, {
      'content-type': 'application/pdf',
      'content-length': String(file.bytes.length),
      'content-disposition': downloadDisposition(file.filename, preview ? 'inline' : 'attachment'),
      'cache-control': 'private, no-store',
      'x-content-type-options': 'nosniff',
      // An uploaded file: no scripts, no framing (the page shows it through an object URL).
      'content-security-policy': "sandbox; frame-ancestors 'none'",
    });
    res.end(file.bytes);
  };
}
