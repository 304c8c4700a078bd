import { useTranslation } from 'react-i18next';
import { useMutation, useQuery } from 'urql';
import { ReferenceTable } from '../../../components/reference-table';
import {
  CreateVariantDocument,
  DeleteVariantDocument,
  SettingsVariantsDocument,
  UpdateVariantDocument,
} from '../api/variants.generated';
import { useReferenceChanges } from '../hooks/use-reference-changes';

/** Settings tab "Variants" (spec 03 section 2.2): name and code; new, edit and delete. */
export function VariantsTab() {
  const { t } = useTranslation();
  const { context, settle } = useReferenceChanges('Variant', 'referenceTabs.variantFailed');
  const [{ data, fetching }] = useQuery({ query: SettingsVariantsDocument, context });
  const [, create] = useMutation(CreateVariantDocument);
  const [, update] = useMutation(UpdateVariantDocument);
  const [, remove] = useMutation(DeleteVariantDocument);
  return (
    <ReferenceTable
      title={t('settings.variants')}
      rows={data?.variants ?? []}
      loading={fetching}
      auditTable="variants"
      onCreate={({ name, code }) => settle(create({ input: { name, code } }, context))}
      onUpdate={(row, { name }) => settle(update({ id: row.id, input: { name } }, context))}
      onDelete={(row) => settle(remove({ id: row.id }, context))}
    />
  );
}
