import { Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { useChosenDealer } from '../../lib/dealer-selection';
import type { Viewer } from '../../lib/viewer/viewer-context';

/**
 * The dealer the user works for, in the top bar: shown when there is a choice (a user of several
 * dealers, a super user), searchable since a super user's list holds every dealer.
 */
export function DealerSelector({ dealers }: { dealers: Viewer['dealers'] }) {
  const { t } = useTranslation();
  const [chosen, choose] = useChosenDealer(dealers);
  if (dealers.length < 2) return null;
  const options = dealers.map((dealer) => ({ value: dealer.id, label: dealer.name }));
  return (
    <Select
      aria-label={t('layout.dealer')}
      value={chosen?.id}
      options={options}
      onChange={choose}
      showSearch={{ optionFilterProp: 'label' }}
      style={{ width: 200 }}
    />
  );
}
