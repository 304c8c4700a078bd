// The order's panels and dialogs that the overview and the cards show after the first paint or
// on demand (forms, date pickers, uploads), loaded as one chunk. One chunk, not one per panel or
// dialog: each extra lazy module cuts the Ant Design code it shares with the list screens into
// smaller chunks, and the list screens pay for every cut (issue 7's 400 kB per route).
export { BikePanel } from './bike-panel';
export { OrderBikeInfoModal } from './order-bike-info-modal';
export { OrderCompanyModal } from './order-company-modal';
export { OrderContractEndStatus } from './order-contract-end-status';
export { OrderDealLinkModal } from './order-deal-link-modal';
export { OrderDeliveryModal } from './order-delivery-modal';
export { OrderDocumentsList } from './order-documents-list';
export { OrderDocumentsModal } from './order-documents-modal';
export { OrderExtraDocumentModal } from './order-extra-document-modal';
export { OrderHistoryTimeline } from './order-history-timeline';
export { OrderQuotationDocumentModal } from './order-quotation-document-modal';
export { OrderSignedDocumentsModal } from './order-signed-documents-modal';
export { OrderSpeedPedelecModal } from './order-speed-pedelec-modal';
export { OrderStatusModal } from './order-status-modal';
export { OrderWebhookAttempts } from './order-webhook-attempts';
