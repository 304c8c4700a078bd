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
/**
 * Any other GraphQL body (JSON): the largest input, a rich text of 100,000 characters, is at most
 * 600 kB even with every character escaped, and a page sends at most a few of them.
 */
export const JSON_BODY_MAX_BYTES = 4 * 1024 * 1024;

type Handler = (req: IncomingMessage, res: ServerResponse) => unknown;

/**
 * Stands before GraphQL, so a stranger cannot make the server parse or buffer a large body: a
 * body declared larger than its cap answers 413 from the headers alone, and so does an upload
 * (multipart) without a session with 401. A body without a declared length (chunked) is read here
 * up to its cap and handed on, or refused with 413 once it passes it. Yoga's own limit is off
 * (`yoga.ts`): it wrapped every request body in a stream pipeline, a tenth of a small request's
 * work, to count bytes that the declared length already bounds.
 */
export function gateRequestBodies(next: Handler, input: { database: Database; config: Config }): Handler {
  const secure = input.config.PUBLIC_URL.startsWith('https:');
  return async (req, res) => {
    const declared = req.headers['content-length'];
    // A request has a body only when it declares a length or a transfer coding (RFC 9112, 6.1).
    if (declared === undefined && req.headers['transfer-encoding'] === undefined) return next(req, res);
    const upload = /^multipart\//i.test(req.headers['content-type'] ?? '');
    const [cap, tooLarge]: [number, ErrorCode] = upload
      ? [UPLOAD_BODY_MAX_BYTES, 'FILE_TOO_LARGE']
      : [JSON_BODY_MAX_BYTES, 'REQUEST_TOO_LARGE'];
    if (declared !== undefined && !(Number(declared) <= cap)) return refuse(res, tooLarge);
    if (
      upload &&
      !(await viewerOfCookieHeader(input.database.db, req.headers.cookie, secure, {
        idleMinutes: input.config.SESSION_IDLE_MINUTES,
        extend: false,
      }))
    )
      return refuse(res, 'UNAUTHENTICATED');
    if (declared !== undefined) return next(req, res);
    const body = await readUpTo(req, cap);
    if (!body) return refuse(res, tooLarge);
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
