import { useEffect, useState } from 'react';

type PdfBlob = { url: string | null; failed: boolean };

/**
 * The PDF at `path` as an object URL of this page: the file route forbids framing (it may serve
 * uploaded files), and a saved object URL keeps the name the page gives it. Revoked on unmount.
 */
export function usePdfBlob(path: string): PdfBlob {
  const [state, setState] = useState<PdfBlob & { path: string }>({ path, url: null, failed: false });
  useEffect(() => {
    let url: string | null = null;
    let cancelled = false;
    fetch(path, { credentials: 'same-origin' })
      .then(async (response) => {
        if (!response.ok) throw new Error(`status ${response.status}`);
        const blob = await response.blob();
        if (cancelled) return;
        url = URL.createObjectURL(new Blob([blob], { type: 'application/pdf' }));
        setState({ path, url, failed: false });
      })
      .catch(() => {
        if (!cancelled) setState({ path, url: null, failed: true });
      });
    return () => {
      cancelled = true;
      if (url) URL.revokeObjectURL(url);
    };
  }, [path]);
  return state.path === path ? state : { url: null, failed: false };
}
