import type { QuotationOverviewFieldsFragment } from '../../../generated/graphql';

/** The quotation with its order as the overview reads it: what the order UI acts on. */
export type OverviewQuotation = QuotationOverviewFieldsFragment;
