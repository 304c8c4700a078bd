import { useTranslation } from 'react-i18next';
import { useQuery } from 'urql';
import { ReferenceTable } from '../../../components/reference-table';
import { BikeTypesDocument } from '../api/bike-types.generated';

/** Settings tab "Fiets types": a read-only name and code list (spec 03 section 2.2). */
export function BikeTypesTab() {
  const { t } = useTranslation();
  const [{ data, fetching }] = useQuery({ query: BikeTypesDocument });
  return <ReferenceTable title={t('settings.bikeTypes')} rows={data?.bikeTypes ?? []} loading={fetching} />;
}
