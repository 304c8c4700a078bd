// What the overview shows after its header and actions (the panels below them) and on demand,
// loaded right after the first paint: the order's deferred parts and the quotation's.
export * from '../../features/orders/components/order-deferred';
export { OverviewDealerPicker } from '../../features/quotations/components/quotation-dealer-picker';
export { QuotationCalculationPanel } from '../../features/quotations/components/quotation-calculation-panel';
export { PolicyFitNotice } from '../../features/employer-policies/components/policy-fit-notice';
