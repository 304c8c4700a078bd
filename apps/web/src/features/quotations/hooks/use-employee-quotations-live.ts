import { useEffect } from 'react';
import {
  CardsOrderLogCreatedDocument,
  CardsOrderLogUpdatedDocument,
  CardsOrderUpdatedDocument,
  CardsQuotationCreatedDocument,
  CardsQuotationUpdatedDocument,
} from '../api/employee-quotations-live.generated';
import { onSubscriptionsReconnected } from '../../../lib/graphql/subscriptions-reconnected';
import { useReloadOn } from '../../../lib/live/use-reload-on';

/**
 * Reloads an employee's cards when one of its quotations, orders or documents changes elsewhere,
 * or a new quotation (a duplicate in another browser) arrives; and after a dropped websocket
 * came back. Events of other employees are left alone.
 */
export function useEmployeeQuotationsLive(employeeId: number, reload: () => void) {
  const mine = (event: { employee_id: number }) => event.employee_id === employeeId;
  useReloadOn(CardsQuotationCreatedDocument, (e) => mine(e.quotationCreated), reload);
  useReloadOn(CardsQuotationUpdatedDocument, (e) => mine(e.quotationUpdated), reload);
  useReloadOn(CardsOrderUpdatedDocument, (e) => mine(e.orderUpdated), reload);
  useReloadOn(CardsOrderLogCreatedDocument, (e) => mine(e.orderLogCreated), reload);
  useReloadOn(CardsOrderLogUpdatedDocument, (e) => mine(e.orderLogUpdated), reload);
  useEffect(() => onSubscriptionsReconnected(reload), [reload]);
}
