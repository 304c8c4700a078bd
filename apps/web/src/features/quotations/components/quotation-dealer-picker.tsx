import { Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { useQuery } from 'urql';
import { BACKOFFICE_DEALER_ID } from '@spokes/domain/codes';
import type { DealerChoicesQuery, QuotationOverviewFieldsFragment } from '../../../generated/graphql';
import { DealerChoicesDocument } from '../api/dealer-choices.generated';
import { useQuotationMutations } from '../hooks/use-quotation-mutations';

type Props = {
  quotationNumber: string;
  dealerId: number;
  dealers: DealerChoicesQuery['dealers'];
  busy: boolean;
  onChange: (dealerId: number) => void;
  width: number;
};

/**
 * A super user's change of a quotation's dealer, in the list and on the overview. A quotation
 * cannot be given to the BACKOFFICE pseudo-dealer; one that has it still shows it.
 */
export function QuotationDealerPicker({ quotationNumber, dealerId, dealers, busy, onChange, width }: Props) {
  const { t } = useTranslation();
  const options = dealers
    .filter((dealer) => dealer.id !== BACKOFFICE_DEALER_ID || dealer.id === dealerId)
    .map((dealer) => ({
      value: dealer.id,
      label: dealer.name,
      disabled: dealer.id === BACKOFFICE_DEALER_ID,
    }));
  return (
    <Select
      size="small"
      showSearch={{ optionFilterProp: 'label' }}
      value={dealerId}
      options={options}
      loading={busy}
      aria-label={t('quotationList.dealerOf', { number: quotationNumber })}
      onChange={onChange}
      popupMatchSelectWidth={false}
      style={{ width }}
    />
  );
}

/** The overview's dealer for a super user: the picker, with the list's toast. */
export function OverviewDealerPicker({ quotation }: { quotation: QuotationOverviewFieldsFragment }) {
  const [{ data }] = useQuery({ query: DealerChoicesDocument });
  const { busyIds, changeQuotationDealer } = useQuotationMutations();
  if (!data?.dealers) return quotation.dealer.name;
  return (
    <QuotationDealerPicker
      quotationNumber={quotation.quotation_number}
      dealerId={quotation.dealer.id}
      dealers={data.dealers}
      busy={busyIds.has(quotation.id)}
      onChange={(dealerId) => void changeQuotationDealer(quotation.id, dealerId)}
      width={200}
    />
  );
}
