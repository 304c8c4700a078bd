import { CardsQuotationCreatedDocument } from '../api/employee-quotations-live.generated';
import { useQuotationChanged } from '../../../lib/live/use-quotation-live';
import { useReloadOn } from '../../../lib/live/use-reload-on';

/**
 * Reloads an employee's cards when one of its quotations, orders or documents changes elsewhere,
 * or a new quotation (a duplicate in another browser) arrives; and after a dropped websocket
 * came back. Events of other employees are left alone.
 */
export function useEmployeeQuotationsLive(employeeId: number, reload: () => void) {
  const mine = (event: { employee_id: number }) => event.employee_id === employeeId;
  useReloadOn(CardsQuotationCreatedDocument, (e) => mine(e.quotationCreated), reload);
  useQuotationChanged(mine, reload);
}
