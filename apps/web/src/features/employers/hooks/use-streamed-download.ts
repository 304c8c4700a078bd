import { useCallback, useState } from 'react';
import { downloadFileName } from '../../../lib/download-file-name';
import { saveFile } from '../../../lib/files/save-file';

export type DownloadProgress = {
  /** Lines after the header received so far. */
  rows: number;
  bytes: number;
  /** The rows the server announced (X-Row-Count), when it did. */
  total: number | null;
};

const NEWLINE = 0x0a;

/** A download the server refused with a reason it explains: the i18nKey of its error body. */
export class DownloadRefused extends Error {
  constructor(readonly i18nKey: string) {
    super(i18nKey);
  }
}

async function refusal(response: Response): Promise<Error> {
  const body = (await response.json().catch(() => null)) as { error?: { i18nKey?: unknown } } | null;
  const key = body?.error?.i18nKey;
  return typeof key === 'string' ? new DownloadRefused(key) : new Error(`export answered ${response.status}`);
}

/**
 * Downloads a streamed CSV file, reading the body as it arrives so the page can show how many
 * rows and bytes came in (a fetch, not a link: a link shows nothing until the file is done).
 * Resolves with the row count, or throws when the server refused (DownloadRefused when it said
 * why) or the stream broke.
 */
export function useStreamedDownload() {
  const [progress, setProgress] = useState<DownloadProgress | null>(null);

  const download = useCallback(async (url: string, fallbackName: string): Promise<number> => {
    setProgress({ rows: 0, bytes: 0, total: null });
    try {
      const response = await fetch(url, { credentials: 'same-origin' });
      if (!response.ok || !response.body) throw await refusal(response);
      const announced = response.headers.get('x-row-count');
      const total = announced === null ? null : Number(announced);
      const reader = response.body.getReader();
      const chunks: Uint8Array[] = [];
      let lines = 0;
      let bytes = 0;
      for (;;) {
        const { done, value } = await reader.read();
        if (done) break;
        chunks.push(value);
        bytes += value.length;
        for (const byte of value) if (byte === NEWLINE) lines++;
        setProgress({ rows: Math.max(0, lines - 1), bytes, total });
      }
      const rows = Math.max(0, lines - 1);
      saveFile(
        new Blob(chunks as BlobPart[], { type: 'text/csv;charset=utf-8' }),
        downloadFileName(response.headers.get('content-disposition'), fallbackName),
      );
      return rows;
    } finally {
      setProgress(null);
    }
  }, []);

  return { progress, download };
}
