import { errorMessage, type ErrorCode } from '@spokes/domain/errors';
import { isLanguageCode } from '@spokes/domain/codes';
import type { Db } from '../../db/client';
import { AppError } from '../../errors';
import type { Viewer } from '../access/viewer';
import { publish } from '../signals/events';

/** Failures that the spec reports through the on-error event, with their own text, as well as to the caller. */
const REPORTED_CODES: ReadonlySet<ErrorCode> = new Set(['TEMPLATE_MISSING', 'MAIL_DATA_MISSING']);

/**
 * Runs `work` and, when it fails with a reported code or fails unexpectedly (a database
 * refusal, a broken file: "something went wrong"), tells the viewer through the onError
 * subscription. Refusals answered to the caller (not found, wrong state) send no event. The
 * event is published after the failure on `db` itself, outside any transaction: a NOTIFY sent
 * inside the transaction that fails would be dropped with it. Call it with the database, never
 * with an open transaction.
 */
export async function reportingErrorEvents<T>(db: Db, viewer: Viewer, work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (!(error instanceof AppError))
      await publishErrorEvent(db, viewer, new AppError('SOMETHING_WENT_WRONG'));
    else if (REPORTED_CODES.has(error.code)) await publishErrorEvent(db, viewer, error);
    throw error;
  }
}

async function publishErrorEvent(db: Db, viewer: Viewer, error: AppError) {
  const params = (error.details ?? {}) as Record<string, string | number>;
  const language = isLanguageCode(viewer.language) ? viewer.language : 'nl';
  await publish(db, {
    topic: 'onError',
    userId: viewer.userId,
    i18nKey: error.i18nKey,
    message: errorMessage(error.code, language, params),
    params,
  });
}
