import { Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { useDealerIndex } from '../../lib/dealer-selection';
import type { Viewer } from '../../lib/viewer/viewer-context';

/** The dealer the user works for; only shown to users with dealers. The index is kept in local storage. */
export function DealerSelector({ dealers }: { dealers: Viewer['dealers'] }) {
  const { t } = useTranslation();
  const [index, setIndex] = useDealerIndex(dealers.length);
  if (dealers.length === 0) return null;
  const options = dealers.map((dealer, position) => ({ value: position, label: dealer.name }));
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
