import type { IncomingMessage, ServerResponse } from 'node:http';
import type { LanguageCode } from '@spokes/domain/codes';
import { INPUT_MAX_LENGTH } from '@spokes/domain/input-limits';
import { isEmployer } from '@spokes/domain/roles';
import type { ListSort } from '../../db/list';
import { AppError, fail } from '../../errors';
import type { Viewer } from '../access/viewer';
import {
  answer,
  answerAppError,
  answerCsvDownload,
  appErrorBody,
  fileRouteViewer,
  type FileRouteInput,
} from '../documents/file-route';
import { exportEmployerQuotations } from './export-employer-quotations';
import type { EmployerQuotationFilter } from './list-employer-quotations';

const PATH = '/files/employer-quotations.csv';

/**
 * Downloads streaming at once, per server. On PostgreSQL each holds a pool connection (of 10)
 * until its client has read the last byte, however slow that client is; the cap leaves the pool
 * to everyone else. One more is refused with EXPORT_BUSY (429) before anything is read.
 */
export const EXPORTS_AT_ONCE = 3;
const RETRY_AFTER_SECONDS = '30';

export function isEmployerQuotationsExportPath(pathname: string): boolean {
  return pathname === PATH;
}

/**
 * The list's filters and sort as the web's list keeps them in its address: the filter names of
 * `employerQuotations`, `sort=field` or `sort=-field`. Anything that does not read is BAD_INPUT.
 */
export function readExportQuery(params: URLSearchParams): {
  filter: EmployerQuotationFilter;
  sort: ListSort | null;
} {
  const text = (name: string) => {
    const value = params.get(name)?.trim();
    if (value && value.length > INPUT_MAX_LENGTH.search) fail('BAD_INPUT', `${name} is too long`);
    return value || null;
  };
  const id = (name: string) => {
    const value = text(name);
    if (value === null) return null;
    if (!/^\d{1,9}$/.test(value)) fail('BAD_INPUT', `${name} must be an id`);
    return Number(value);
  };
  const sort = text('sort');
  return {
    filter: {
      quotation_id: id('quotation_id'),
      quotation_number: text('quotation_number'),
      employee_name: text('employee_name'),
      order_status_id: id('order_status_id'),
      bike_type_id: id('bike_type_id'),
      company_id: id('company_id'),
      end_month: text('end_month'),
    },
    sort: sort ? { field: sort.replace(/^-/, ''), direction: sort.startsWith('-') ? 'desc' : 'asc' } : null,
  };
}

/**
 * GET /files/employer-quotations.csv: the employer portal's list with the filters and sort of
 * its query string, streamed as CSV (up to 99,999 rows), for the same viewers and rows as
 * `employerQuotations`: 401 without a session, 403 for a user who is no employer, 429
 * EXPORT_BUSY while EXPORTS_AT_ONCE others stream. `X-Row-Count` tells the page how many rows to
 * expect, for its progress.
 */
export function createEmployerQuotationsExportHandler(input: FileRouteInput) {
  let streaming = 0;
  return async function handleEmployerQuotationsExport(req: IncomingMessage, res: ServerResponse) {
    if (req.method !== 'GET') return answer(res, 405, { error: 'method not allowed' }, { allow: 'GET' });
    const session = await fileRouteViewer(input, req, res);
    if (!session) return;
    const { viewer, language } = session;
    if (!isEmployer(viewer)) return answerAppError(res, new AppError('FORBIDDEN'), language);
    if (streaming >= EXPORTS_AT_ONCE) {
      const busy = new AppError('EXPORT_BUSY');
      return answer(res, 429, appErrorBody(busy, language), { 'retry-after': RETRY_AFTER_SECONDS });
    }
    streaming++;
    try {
      await streamExport(req, res, viewer, language);
    } finally {
      streaming--;
    }
  };

  async function streamExport(
    req: IncomingMessage,
    res: ServerResponse,
    viewer: Viewer,
    language: LanguageCode,
  ) {
    await answerCsvDownload(res, language, 'employer quotation export', async () => {
      const query = readExportQuery(new URL(req.url ?? '/', 'http://localhost').searchParams);
      return exportEmployerQuotations(input.database, viewer, { ...query, language });
    });
  }
}
