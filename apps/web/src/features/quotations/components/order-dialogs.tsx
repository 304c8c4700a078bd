import { Suspense } from 'react';
import type { OrderDialogs as DialogState } from '../hooks/use-order-dialogs';
import type { OverviewQuotation } from './quotation-overview-header';
import { named } from '../../../lib/lazy-named';
import { overviewDeferred } from './overview-deferred-loader';

const OrderBikeInfoModal = named(overviewDeferred, 'OrderBikeInfoModal');
const OrderCompanyModal = named(overviewDeferred, 'OrderCompanyModal');
const OrderDealLinkModal = named(overviewDeferred, 'OrderDealLinkModal');
const OrderDeliveryModal = named(overviewDeferred, 'OrderDeliveryModal');
const OrderDocumentsModal = named(overviewDeferred, 'OrderDocumentsModal');
const OrderQuotationDocumentModal = named(overviewDeferred, 'OrderQuotationDocumentModal');
const OrderSignedDocumentsModal = named(overviewDeferred, 'OrderSignedDocumentsModal');
const OrderSpeedPedelecModal = named(overviewDeferred, 'OrderSpeedPedelecModal');
const OrderStatusModal = named(overviewDeferred, 'OrderStatusModal');

type Props = {
  quotation: OverviewQuotation;
  state: DialogState;
  superUser: boolean;
  /** Called after the bike form saved (the cards reload then). */
  onChanged?: () => void;
};

/**
 * The open order dialog, the same for the overview's actions panel and a quotation card: the
 * uploads, the FIP warning, the super user's edits, the documents and the bike form, each
 * loaded with the overview's deferred chunk.
 */
export function OrderDialogs({ quotation, state, superUser, onChanged }: Props) {
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
      {order && dialog === 'BIKE_INFO' && (
        <OrderBikeInfoModal quotation={quotation} onSaved={onChanged} onClose={close} />
      )}
    </Suspense>
  );
}
