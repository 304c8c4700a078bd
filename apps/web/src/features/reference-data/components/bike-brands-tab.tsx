import { EyeInvisibleOutlined } from '@ant-design/icons';
import { Form, Switch, Tag } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useTranslation } from 'react-i18next';
import { useMutation, useQuery } from 'urql';
import { ReferenceTable } from '../../../components/reference-table';
import type { SettingsBikeBrandsQuery } from '../../../generated/graphql';
import {
  CreateBikeBrandDocument,
  DeleteBikeBrandDocument,
  SettingsBikeBrandsDocument,
  UpdateBikeBrandDocument,
} from '../api/bike-brands.generated';
import { useReferenceChanges } from '../hooks/use-reference-changes';

type BrandRow = SettingsBikeBrandsQuery['bikeBrands'][number];

/**
 * Settings tab "Merken" (spec 03 section 2.2): name and code, and whether the brand is hidden on
 * the public website; new, edit and delete (refused while dealers, quotations or bikes use it).
 */
export function BikeBrandsTab() {
  const { t } = useTranslation();
  const { context, settle } = useReferenceChanges('BikeBrand', 'referenceTabs.failed');
  const [{ data, fetching }] = useQuery({ query: SettingsBikeBrandsDocument, context });
  const [, create] = useMutation(CreateBikeBrandDocument);
  const [, update] = useMutation(UpdateBikeBrandDocument);
  const [, remove] = useMutation(DeleteBikeBrandDocument);
  const hiddenColumn: ColumnsType<BrandRow> = [
    {
      key: 'hidden_public_website',
      title: t('referenceTabs.hiddenPublicWebsite'),
      render: (_, row) =>
        row.hidden_public_website && <Tag icon={<EyeInvisibleOutlined />}>{t('referenceTabs.hidden')}</Tag>,
    },
  ];
  return (
    <ReferenceTable<BrandRow>
      title={t('settings.bikeBrands')}
      rows={data?.bikeBrands ?? []}
      loading={fetching}
      auditTable="bike_brands"
      trailingColumns={hiddenColumn}
      extraFields={() => (
        <Form.Item
          name="hidden_public_website"
          label={t('referenceTabs.hiddenPublicWebsite')}
          valuePropName="checked"
        >
          <Switch />
        </Form.Item>
      )}
      onCreate={({ name, code, hidden_public_website }) =>
        settle(
          create({ input: { name, code, hidden_public_website: hidden_public_website === true } }, context),
        )
      }
      onUpdate={(row, { name, hidden_public_website }) =>
        settle(
          update(
            { id: row.id, input: { name, hidden_public_website: hidden_public_website === true } },
            context,
          ),
        )
      }
      onDelete={(row) => settle(remove({ id: row.id }, context))}
    />
  );
}
