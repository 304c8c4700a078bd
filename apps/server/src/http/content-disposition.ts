import contentDisposition from 'content-disposition';

/**
 * The Content-Disposition of every download: the file's real name as `filename*` (RFC 6266 with
 * RFC 5987's UTF-8 encoding) whenever it holds more than ASCII, beside a plain `filename` with
 * the accents taken off for the rare client that reads only that. The package alone sends a name
 * with "é" as bare Latin-1 bytes, which browsers read as something else ("é" became "ý").
 */
export function downloadDisposition(fileName: string, type: 'attachment' | 'inline' = 'attachment'): string {
  return contentDisposition(fileName, { type, fallback: asciiFallback(fileName) });
}

function asciiFallback(fileName: string): string {
  return fileName
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .replace(/[^\x20-\x7e]/g, '_');
}
