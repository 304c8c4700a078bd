import type { IncomingMessage, ServerResponse } from 'node:http';
import { INPUT_MAX_LENGTH } from '@spokes/domain/input-limits';
import { AppError, fail } from '../../errors';
import {
  answer,
  answerAppError,
  answerCsvDownload,
  fileRouteViewer,
  type FileRouteInput,
} from '../documents/file-route';
import { exportServicePasses } from './export-service-passes';
import type { ServicePassFilter } from './service-pass-rows';

const PATH = '/files/service-passes.csv';

export function isServicePassesExportPath(pathname: string): boolean {
  return pathname === PATH;
}

/** The list's filters as the page keeps them in its address; anything too long is BAD_INPUT. */
export function readServicePassExportQuery(params: URLSearchParams): ServicePassFilter {
  const text = (name: string) => {
    const value = params.get(name)?.trim();
    if (value && value.length > INPUT_MAX_LENGTH.search) fail('BAD_INPUT', `${name} is too long`);
    return value || null;
  };
  return {
    employee_name: text('employee_name'),
    dealer_name: text('dealer_name'),
    barcode: text('barcode'),
    quotation_number: text('quotation_number'),
  };
}

/**
 * GET /files/service-passes.csv: service-pass management's list with the filters of its query
 * string, streamed as CSV; 401 without a session, 403 for anyone but a super user.
 * `X-Row-Count` tells the page how many rows to expect.
 */
export function createServicePassesExportHandler(input: FileRouteInput) {
  return async function handleServicePassesExport(req: IncomingMessage, res: ServerResponse) {
    if (req.method !== 'GET') return answer(res, 405, { error: 'method not allowed' }, { allow: 'GET' });
    const session = await fileRouteViewer(input, req, res);
    if (!session) return;
    const { viewer, language } = session;
    if (!viewer.superUser) return answerAppError(res, new AppError('FORBIDDEN'), language);
    await answerCsvDownload(res, language, 'service pass export', () =>
      exportServicePasses(input.database, viewer, {
        filter: readServicePassExportQuery(new URL(req.url ?? '/', 'http://localhost').searchParams),
        language,
      }),
    );
  };
}
