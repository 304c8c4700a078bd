import { Suspense } from 'react';
import type { OrderDialogs as DialogState } from '../hooks/use-order-dialogs';
import type { OverviewQuotation } from './order-quotation';
import { named } from '../../../lib/lazy-named';
import { orderDeferred } from './order-deferred-loader';

const OrderBikeInfoModal = named(orderDeferred, 'OrderBikeInfoModal');
const OrderCompanyModal = named(orderDeferred, 'OrderCompanyModal');
const OrderDealLinkModal = named(orderDeferred, 'OrderDealLinkModal');
const OrderDeliveryModal = named(orderDeferred, 'OrderDeliveryModal');
const OrderDocumentsModal = named(orderDeferred, 'OrderDocumentsModal');
const OrderQuotationDocumentModal = named(orderDeferred, 'OrderQuotationDocumentModal');
const OrderSignedDocumentsModal = named(orderDeferred, 'OrderSignedDocumentsModal');
const OrderSpeedPedelecModal = named(orderDeferred, 'OrderSpeedPedelecModal');
const OrderStatusModal = named(orderDeferred, 'OrderStatusModal');

type Props = {
  quotation: OverviewQuotation;
  state: DialogState;
  superUser: boolean;
};

/**
 * The open order dialog, the same for the overview's actions panel and a quotation card: the
 * uploads, the FIP warning, the super user's edits, the documents and the bike form, each
 * loaded with the order's deferred chunk.
 */
export function OrderDialogs({ quotation, state, superUser }: Props) {
  const { dialog, orderId, close } = state;
  const { order } = quotation;
  return (
    <Suspense fallback={null}>
      {orderId !== undefined && dialog === 'FIP_WARNING' && (
        <OrderQuotationDocumentModal orderId={orderId} onClose={close} fipWarning />
      )}
      {orderId !== undefined && dialog === 'QUOTATION_DOCUMENT' && (
        <OrderQuotationDocumentModal orderId={orderId} onClose={close} />
      )}
      {orderId !== undefined && dialog === 'SIGNED_DOCUMENTS' && (
        <OrderSignedDocumentsModal orderId={orderId} onClose={close} />
      )}
      {orderId !== undefined && dialog === 'DELIVERY_DOCUMENTS' && (
        <OrderDeliveryModal orderId={orderId} onClose={close} />
      )}
      {orderId !== undefined && dialog === 'SPEED_PEDELEC_DOCUMENTS' && (
        <OrderSpeedPedelecModal orderId={orderId} bike={order?.bike ?? null} onClose={close} />
      )}
      {order && dialog === 'EDIT_ORDER_STATUS' && (
        <OrderStatusModal orderId={order.id} currentStatusId={order.orderStatus.id} onClose={close} />
      )}
      {dialog === 'CHANGE_COMPANY' && (
        <OrderCompanyModal quotationId={quotation.id} currentCompany={quotation.company} onClose={close} />
      )}
      {order && dialog === 'LINK_DEAL' && (
        <OrderDealLinkModal orderId={order.id} quotationNumber={quotation.quotation_number} onClose={close} />
      )}
      {order && dialog === 'DOCUMENTS' && (
        <OrderDocumentsModal order={order} superUser={superUser} onClose={close} />
      )}
      {order && dialog === 'BIKE_INFO' && <OrderBikeInfoModal quotation={quotation} onClose={close} />}
    </Suspense>
  );
}
