import type { IncomingMessage, ServerResponse } from 'node:http';
import { Readable } from 'node:stream';
import { errorMessage, errorTranslationKey, type ErrorCode } from '@spokes/domain/errors';
import { UPLOAD_MAX_BYTES, UPLOAD_MAX_FILES } from '@spokes/domain/limits';
import type { Config } from '../config';
import type { Database } from '../db/client';
import { viewerOfCookieHeader } from '../modules/auth/session-viewer';
import { httpStatusOf } from './error-status';

/** Room for the form around the files: the operation, the map, boundaries and part headers. */
const MULTIPART_OVERHEAD_BYTES = 64 * 1024;
/** Each file of a dialog may reach the limit (the resolvers refuse a larger one by itself). */
export const UPLOAD_BODY_MAX_BYTES = UPLOAD_MAX_FILES * UPLOAD_MAX_BYTES + MULTIPART_OVERHEAD_BYTES;

type Handler = (req: IncomingMessage, res: ServerResponse) => unknown;

/**
 * Stands before GraphQL for multipart requests (uploads), so a stranger cannot make the server
 * parse or buffer a form: a body declared larger than the cap answers 413 and a request without
 * a session 401, both from the headers alone. A body without a declared length (chunked) is read
 * here up to the cap and handed on, or refused with 413 once it passes it. Other requests go
 * straight through.
 */
export function gateUploads(next: Handler, input: { database: Database; config: Config }): Handler {
  const secure = input.config.PUBLIC_URL.startsWith('https:');
  return async (req, res) => {
    if (!/^multipart\//i.test(req.headers['content-type'] ?? '')) return next(req, res);
    const declared = req.headers['content-length'];
    if (declared !== undefined && !(Number(declared) <= UPLOAD_BODY_MAX_BYTES))
      return refuse(res, 'FILE_TOO_LARGE');
    if (
      !(await viewerOfCookieHeader(input.database.db, req.headers.cookie, secure, {
        idleMinutes: input.config.SESSION_IDLE_MINUTES,
        extend: false,
      }))
    )
      return refuse(res, 'UNAUTHENTICATED');
    if (declared !== undefined) return next(req, res);
    const body = await readUpTo(req, UPLOAD_BODY_MAX_BYTES);
    if (!body) return refuse(res, 'FILE_TOO_LARGE');
    // The fetch adapter under Yoga takes a body a framework has already read from `req.body`.
    Object.assign(req, { body: Readable.from([body]) });
    return next(req, res);
  };
}

/** The whole body, or null as soon as it passes `max` bytes (the rest is left unread). */
function readUpTo(req: IncomingMessage, max: number): Promise<Buffer | null> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    const onData = (chunk: Buffer) => {
      size += chunk.byteLength;
      if (size <= max) return void chunks.push(chunk);
      req.off('data', onData).off('end', onEnd).pause();
      resolve(null);
    };
    const onEnd = () => resolve(Buffer.concat(chunks));
    req.on('data', onData).once('end', onEnd).once('error', reject);
  });
}

/**
 * Answers in the shape of a GraphQL error, so the client shows it like any other. `connection:
 * close` makes Node close the socket after the answer instead of reading the unread body.
 */
function refuse(res: ServerResponse, code: ErrorCode) {
  const error = {
    message: errorMessage(code, 'nl'),
    extensions: { code, i18nKey: errorTranslationKey(code) },
  };
  const body = JSON.stringify({ errors: [error] });
  res
    .writeHead(httpStatusOf(code), {
      'content-type': 'application/json',
      'content-length': Buffer.byteLength(body),
      connection: 'close',
    })
    .end(body);
}
