import type { IncomingMessage, ServerResponse } from 'node:http';
import { answer, answerAppError, fileRouteViewer, type FileRouteInput } from '../documents/file-route';
import { quotationPdf } from './quotation-pdf';
import { downloadDisposition } from '../../http/content-disposition';

const ROUTE = /^\/files\/quotations\/(\d{1,9})\/pdf$/;

/** Where the web opens a quotation's PDF. */
export function quotationPdfPath(quotationId: number): string {
  return `/files/quotations/${quotationId}/pdf`;
}

export function isQuotationPdfPath(pathname: string): boolean {
  return ROUTE.test(pathname);
}

/**
 * GET /files/quotations/:id/pdf generates the quotation's PDF from the stored quotation for a
 * viewer who may read it (back office or employer portal) (401 without a session, 404 out of scope as for a
 * missing one). Shown in the browser's viewer; saved as e.g.
 * Offerte_Q000007_Jan_Peeters.pdf (content-disposition writes filename* for names beyond ASCII).
 */
export function createQuotationPdfHandler(input: FileRouteInput) {
  const { storage } = input;
  return async function handleQuotationPdf(req: IncomingMessage, res: ServerResponse) {
    const match = ROUTE.exec(new URL(req.url ?? '/', 'http://localhost').pathname);
    if (!match) return answer(res, 404, { error: 'not found' });
    if (req.method !== 'GET') return answer(res, 405, { error: 'method not allowed' }, { allow: 'GET' });
    const session = await fileRouteViewer(input, req, res);
    if (!session) return;

    let pdf;
    try {
      pdf = await quotationPdf(input.database.db, session.viewer, storage, { id: Number(match[1]) });
    } catch (error) {
      return answerAppError(res, error, session.language);
    }
    res.writeHead(200, {
      'content-type': 'application/pdf',
      'content-length': String(pdf.bytes.length),
      'content-disposition': downloadDisposition(pdf.filename, 'inline'),
      'cache-control': 'private, no-store',
      'x-content-type-options': 'nosniff',
      // Our own document, but shown like any other file: no scripts, no framing.
      'content-security-policy': "sandbox; frame-ancestors 'none'",
    });
    res.end(pdf.bytes);
  };
}
