import { useNavigate } from 'react-router';
import { useRouteQuotationModal } from '../hooks/use-route-quotation-modal';
import { QuotationDetailModal } from './quotation-detail-modal';

/**
 * /employersportal/quotations/:quotationId until the portal's quotation list takes the route:
 * the detail modal of the quotation the inbox consults; closing it returns to the inbox.
 */
export function EmployerQuotationRoutePage() {
  const navigate = useNavigate();
  const { quotationId } = useRouteQuotationModal();
  if (quotationId === null) return null;
  return <QuotationDetailModal quotationId={quotationId} onClose={() => void navigate('/employersportal')} />;
}
