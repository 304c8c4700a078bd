import { useTranslation } from 'react-i18next';
import { useQuery } from 'urql';
import { ReferenceTable } from '../../../components/reference-table';
import { OrderLogTypesDocument } from '../api/order-log-types.generated';

/** Settings tab "Order Log Types": a read-only name and code list (spec 03 section 2.2). */
export function OrderLogTypesTab() {
  const { t } = useTranslation();
  const [{ data, fetching }] = useQuery({ query: OrderLogTypesDocument });
  return (
    <ReferenceTable title={t('settings.orderLogTypes')} rows={data?.orderLogTypes ?? []} loading={fetching} />
  );
}
