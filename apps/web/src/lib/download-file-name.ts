/**
 * The file name a download's Content-Disposition gives: the UTF-8 `filename*` (RFC 6266/5987)
 * the server sends for a name with accents, else the plain `filename`, else `fallback`.
 */
export function downloadFileName(disposition: string | null, fallback: string): string {
  const encoded = /filename\*\s*=\s*UTF-8''([^;\s]+)/i.exec(disposition ?? '')?.[1];
  if (encoded) {
    try {
      return decodeURIComponent(encoded);
    } catch {
      // A broken escape: the plain name below is the next best thing.
    }
  }
  return /filename\s*=\s*"([^"]+)"/i.exec(disposition ?? '')?.[1] ?? fallback;
}
