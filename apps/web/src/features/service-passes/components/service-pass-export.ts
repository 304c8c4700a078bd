import type { ServicePassFilter } from '../../../generated/graphql';
import { downloadFileName } from '../../../lib/download-file-name';
import { saveFile } from '../../../lib/files/save-file';

const EXPORT_PATH = '/files/service-passes.csv';

/** The export's address with the list's filters, as the server's route reads them. */
export function servicePassExportUrl(filter: ServicePassFilter): string {
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(filter)) if (value) params.set(name, String(value));
  return params.size > 0 ? `${EXPORT_PATH}?${params.toString()}` : EXPORT_PATH;
}

/** Downloads the whole filtered list as the server streams it and saves it under the server's name. */
export async function downloadServicePasses(filter: ServicePassFilter, fallbackName: string) {
  const response = await fetch(servicePassExportUrl(filter), { credentials: 'same-origin' });
  if (!response.ok) throw new Error(`export answered ${response.status}`);
  const name = downloadFileName(response.headers.get('content-disposition'), fallbackName);
  saveFile(await response.blob(), name);
}
