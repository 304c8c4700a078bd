import { useEffect, useRef } from 'react';
import { useNavigate } from 'react-router';

/**
 * "Leaving with unsaved changes asks for confirmation" without a data router (react-router's
 * useBlocker needs one; the app routes declaratively, see router.tsx): the browser's own prompt
 * on reload, close or typed address (`beforeunload`), and `confirmLeave` on a click of any
 * in-app link, caught before react-router's <Link> handles it. The browser's back button is not
 * caught: history cannot be stopped without the data router.
 */
export function useLeaveGuard(dirty: boolean, confirmLeave: (leave: () => void) => void) {
  const navigate = useNavigate();
  const confirmRef = useRef(confirmLeave);
  useEffect(() => {
    confirmRef.current = confirmLeave;
  });

  useEffect(() => {
    if (!dirty) return;
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      event.preventDefault();
    };
    const onClick = (event: MouseEvent) => {
      if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey)
        return;
      const anchor = (event.target as Element | null)?.closest?.('a[href]');
      if (!(anchor instanceof HTMLAnchorElement) || anchor.target === '_blank') return;
      const url = new URL(anchor.href, window.location.href);
      if (url.origin !== window.location.origin) return;
      event.preventDefault();
      event.stopPropagation();
      confirmRef.current(() => navigate(`${url.pathname}${url.search}${url.hash}`));
    };
    window.addEventListener('beforeunload', onBeforeUnload);
    // Capture phase: before the <Link>'s own click handler navigates.
    document.addEventListener('click', onClick, true);
    return () => {
      window.removeEventListener('beforeunload', onBeforeUnload);
      document.removeEventListener('click', onClick, true);
    };
  }, [dirty, navigate]);
}
