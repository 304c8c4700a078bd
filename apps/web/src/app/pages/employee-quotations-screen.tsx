import { OrderCardPart } from '../../features/orders/components/order-card-part';
import {
  EmployeeQuotationsPage,
  type CardOrderPart,
} from '../../features/quotations/components/employee-quotations-page';

/** Each quotation card with its order's steps, buttons and dialogs. */
export const cardOrderPart: CardOrderPart = (quotation, context) => (
  <OrderCardPart quotation={quotation} {...context} />
);

/** The employee's quotation cards (spec 02), each with its order from the orders feature. */
export function EmployeeQuotationsScreen() {
  return <EmployeeQuotationsPage orderPart={cardOrderPart} />;
}
