import { useEffect, useState } from 'react';

/** A percent while the file is being sent; undefined once its request ended, sent or not. */
type Listener = (percent: number | undefined) => void;

const listeners = new Map<File, Set<Listener>>();

/** Calls `listener` with the file's percent (0 to 100) while a request sends it, then undefined. */
export function onUploadProgress(file: File, listener: Listener): () => void {
  const set = listeners.get(file) ?? new Set<Listener>();
  set.add(listener);
  listeners.set(file, set);
  return () => {
    set.delete(listener);
    if (set.size === 0) listeners.delete(file);
  };
}

/**
 * Each file's percent once `loaded` of `total` body bytes are sent. The multipart body sends
 * the operation and its file map first, then the files in order: the bytes that are not file
 * contents (those parts, boundaries and part headers) are counted before the first file, so
 * a file reaches 100 only once its last byte is out.
 */
export function filePercents(sizes: number[], loaded: number, total: number): number[] {
  let offset = Math.max(0, total - sizes.reduce((sum, size) => sum + size, 0));
  return sizes.map((size) => {
    const sent = Math.min(Math.max(loaded - offset, 0), size);
    offset += size;
    return size === 0 ? (loaded >= offset ? 100 : 0) : Math.floor((sent / size) * 100);
  });
}

function responseHeaders(raw: string): Headers {
  const headers = new Headers();
  for (const line of raw.trim().split(/[\r\n]+/)) {
    const colon = line.indexOf(':');
    if (colon > 0) headers.append(line.slice(0, colon).trim(), line.slice(colon + 1).trim());
  }
  return headers;
}

/**
 * The GraphQL client's fetch: a multipart body (an upload) goes through XMLHttpRequest, the only
 * browser API that reports request progress, and each file's percent reaches its listeners;
 * every other request is a plain fetch.
 */
export const fetchWithUploadProgress: typeof fetch = (input, init) => {
  const body = init?.body;
  if (!(body instanceof FormData)) return fetch(input, init);
  const files = [...body.values()].filter((value): value is File => value instanceof File);
  const report = (percents: (number | undefined)[]) =>
    files.forEach((file, index) => listeners.get(file)?.forEach((listener) => listener(percents[index])));
  return new Promise<Response>((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open(init?.method ?? 'POST', input instanceof Request ? input.url : String(input));
    request.withCredentials = init?.credentials === 'include';
    new Headers(init?.headers).forEach((value, name) => request.setRequestHeader(name, value));
    request.upload.onprogress = (event) => {
      if (!event.lengthComputable) return;
      report(
        filePercents(
          files.map((file) => file.size),
          event.loaded,
          event.total,
        ),
      );
    };
    request.onload = () =>
      resolve(
        new Response(request.responseText, {
          status: request.status,
          statusText: request.statusText,
          headers: responseHeaders(request.getAllResponseHeaders()),
        }),
      );
    // A refused upload keeps its dialog open: no bar stays behind at the last percent.
    request.onloadend = () => report([]);
    request.onerror = () => reject(new TypeError('Network request failed'));
    request.onabort = () => reject(new DOMException('The upload was aborted', 'AbortError'));
    init?.signal?.addEventListener('abort', () => request.abort());
    request.send(body);
  });
};

/** Each chosen file's percent while a request sends it; a file not (yet) being sent has none. */
export function useUploadPercents(chosen: Partial<Record<string, File>>): Map<File, number> {
  const [percents, setPercents] = useState(() => new Map<File, number>());
  useEffect(() => {
    setPercents(new Map());
    const stops = Object.values(chosen)
      .filter((file): file is File => file !== undefined)
      .map((file) =>
        onUploadProgress(file, (percent) =>
          setPercents((known) => {
            const next = new Map(known);
            if (percent === undefined) next.delete(file);
            else next.set(file, percent);
            return next;
          }),
        ),
      );
    return () => stops.forEach((stop) => stop());
  }, [chosen]);
  return percents;
}
