import { Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { useDealerIndex } from '../../lib/dealer-selection';

/** The dealer the user works for; only shown to users with dealers. The index is kept in local storage. */
export function DealerSelector({ dealerIds }: { dealerIds: number[] }) {
  const { t } = useTranslation();
  const [index, setIndex] = useDealerIndex(dealerIds.length);
  if (dealerIds.length === 0) return null;
  // Dealer names arrive with the dealers query; until then a dealer is shown by its number.
  const options = dealerIds.map((id, position) => ({
    value: position,
    label: id === -1 ? 'BACKOFFICE' : t('layout.dealerNumber', { id }),
  }));
  return (
    <Select
      aria-label={t('layout.dealer')}
      value={index}
      options={options}
      onChange={setIndex}
      style={{ width: 200 }}
    />
  );
}
