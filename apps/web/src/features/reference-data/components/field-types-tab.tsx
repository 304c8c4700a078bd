import { CheckOutlined } from '@ant-design/icons';
import { Form, Select } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useTranslation } from 'react-i18next';
import { useMutation, useQuery } from 'urql';
import { DATA_TYPE_CODES } from '@spokes/domain/reference-data';
import { ReferenceTable } from '../../../components/reference-table';
import type { DataTypeCode, SettingsFieldTypesQuery } from '../../../generated/graphql';
import { CreateFieldTypeDocument, SettingsFieldTypesDocument } from '../api/field-types.generated';
import { useReferenceChanges } from '../hooks/use-reference-changes';

type FieldTypeRow = SettingsFieldTypesQuery['companyFieldTypes'][number];

const DATA_TYPE_LABELS: Record<DataTypeCode, string> = {
  TEXT: 'referenceTabs.dataTypeText',
  NUMBER: 'referenceTabs.dataTypeNumber',
  LIST: 'referenceTabs.dataTypeList',
};

/**
 * Settings tab "Field Types" (spec 03 section 2.2): name, code and data type, create only. A LIST
 * type's fields have options (the server sets is_multivalue from the data type).
 */
export function FieldTypesTab() {
  const { t } = useTranslation();
  const { context, settle } = useReferenceChanges('CompanyFieldType', 'referenceTabs.failed');
  const [{ data, fetching }] = useQuery({ query: SettingsFieldTypesDocument, context });
  const [, create] = useMutation(CreateFieldTypeDocument);
  const columns: ColumnsType<FieldTypeRow> = [
    {
      key: 'data_type',
      title: t('referenceTabs.dataType'),
      render: (_, row) => t(DATA_TYPE_LABELS[row.data_type_code as DataTypeCode]),
    },
    {
      key: 'is_multivalue',
      title: t('referenceTabs.multiValue'),
      align: 'center',
      render: (_, row) => row.is_multivalue && <CheckOutlined aria-label={t('referenceTabs.multiValue')} />,
    },
  ];
  return (
    <ReferenceTable<FieldTypeRow>
      title={t('settings.fieldTypes')}
      rows={data?.companyFieldTypes ?? []}
      loading={fetching}
      trailingColumns={columns}
      extraFields={() => (
        <Form.Item
          name="data_type"
          label={t('referenceTabs.dataType')}
          rules={[{ required: true, message: t('referenceTable.required') }]}
        >
          <Select
            options={DATA_TYPE_CODES.map((code) => ({ value: code, label: t(DATA_TYPE_LABELS[code]) }))}
          />
        </Form.Item>
      )}
      onCreate={({ name, code, data_type }) =>
        settle(create({ input: { name, code, data_type: data_type as DataTypeCode } }, context))
      }
    />
  );
}
