import { useState } from 'react';
import { useParams } from 'react-router';

/**
 * The quotation that /employersportal/quotations/:quotationId names (the inbox's 'consult'),
 * to open in the detail modal once per id: closing it leaves the route (and a list's filter on
 * it) as it is. A missing or unreadable id opens nothing.
 */
export function useRouteQuotationModal(): { quotationId: number | null; close: () => void } {
  const { quotationId } = useParams();
  const id = Number(quotationId);
  const [dismissed, setDismissed] = useState<number | null>(null);
  const named = Number.isSafeInteger(id) && id > 0 ? id : null;
  return { quotationId: named !== dismissed ? named : null, close: () => setDismissed(named) };
}
