import type { IncomingMessage, ServerResponse } from 'node:http';
import { isLanguageCode, type LanguageCode } from '@spokes/domain/codes';
import { errorMessage } from '@spokes/domain/errors';
import type { Config } from '../../config';
import type { Database } from '../../db/client';
import type { FileStorage } from '../../integrations/storage/file-storage';
import { AppError } from '../../errors';
import { downloadDisposition } from '../../http/content-disposition';
import { httpStatusOf } from '../../http/error-status';
import { logger } from '../../logger';
import { viewerOfCookieHeader } from '../auth/session-viewer';
import type { Viewer } from '../access/viewer';

export type FileRouteInput = { database: Database; config: Config; storage: FileStorage };

/**
 * The viewer of a /files/ request, read from the session cookie as for GraphQL, with the
 * language its error texts use; answers 401 itself and gives null when nobody is signed in.
 */
export async function fileRouteViewer(
  input: FileRouteInput,
  req: IncomingMessage,
  res: ServerResponse,
): Promise<{ viewer: Viewer; language: LanguageCode } | null> {
  const viewer = await viewerOfCookieHeader(
    input.database.db,
    req.headers.cookie,
    input.config.PUBLIC_URL.startsWith('https:'),
    { idleMinutes: input.config.SESSION_IDLE_MINUTES, extend: true },
  );
  if (!viewer) {
    answer(res, 401, appErrorBody(new AppError('UNAUTHENTICATED'), 'nl'));
    return null;
  }
  return { viewer, language: isLanguageCode(viewer.language) ? viewer.language : 'nl' };
}

/** Answers an AppError with its HTTP status and translated text; anything else is thrown on. */
export function answerAppError(res: ServerResponse, error: unknown, language: LanguageCode) {
  if (!(error instanceof AppError)) throw error;
  answer(res, httpStatusOf(error.code), appErrorBody(error, language));
}

export function appErrorBody(error: AppError, language: LanguageCode) {
  return { error: { code: error.code, i18nKey: error.i18nKey, message: errorMessage(error.code, language) } };
}

export function answer(
  res: ServerResponse,
  status: number,
  body: unknown,
  headers: Record<string, string> = {},
) {
  res.writeHead(status, { 'content-type': 'application/json', ...headers }).end(JSON.stringify(body));
}

/** A CSV export checked and ready to stream: its name, its row count and how to write it. */
export type CsvDownload = { fileName: string; rowCount: number; writeTo(res: ServerResponse): Promise<void> };

/**
 * Answers a CSV export: a refusal while `open` checks the request and counts the rows is answered
 * as any file route's; then the rows stream. Once the status is sent, a failure half-way (or a
 * closed tab) can only cut the file short: it is logged as `what` and the connection closed.
 */
export async function answerCsvDownload(
  res: ServerResponse,
  language: LanguageCode,
  what: string,
  open: () => Promise<CsvDownload>,
) {
  let file: CsvDownload;
  try {
    file = await open();
  } catch (error) {
    return answerAppError(res, error, language);
  }
  res.writeHead(200, {
    'content-type': 'text/csv; charset=utf-8',
    'content-disposition': downloadDisposition(file.fileName),
    'cache-control': 'private, no-store',
    'x-content-type-options': 'nosniff',
    'x-row-count': String(file.rowCount),
  });
  try {
    await file.writeTo(res);
  } catch (error) {
    logger.warn({ err: error }, `the ${what} stopped`);
    res.destroy();
  }
}
