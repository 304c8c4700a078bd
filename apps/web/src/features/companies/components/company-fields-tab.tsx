import { DeleteOutlined } from '@ant-design/icons';
import { useState } from 'react';
import { Button, Dropdown, Flex, Input, InputNumber, Table, Tag, Tooltip, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { INPUT_MAX_LENGTH } from '@spokes/domain/input-limits';
import { newField, newKey, type DraftField, type FieldTypeChoice } from './company-draft';

type Props = {
  fields: DraftField[];
  fieldTypes: readonly FieldTypeChoice[];
  onChange: (fields: DraftField[]) => void;
};

/** A LIST field's options: each editable and deletable, and one more added when not empty. */
function FieldOptions({ field, onChange }: { field: DraftField; onChange: (field: DraftField) => void }) {
  const { t } = useTranslation();
  const [next, setNext] = useState('');
  const add = () => {
    if (next.trim() === '') return;
    onChange({ ...field, options: [...field.options, { key: newKey(), value: next.trim() }] });
    setNext('');
  };
  return (
    <Flex vertical gap={4} style={{ minWidth: 200 }}>
      {field.options.map((option) => (
        <Flex key={option.key} gap={4}>
          <Input
            size="small"
            value={option.value}
            maxLength={INPUT_MAX_LENGTH.name}
            aria-label={t('companySettings.options')}
            status={option.value.trim() === '' ? 'error' : undefined}
            onChange={(event) =>
              onChange({
                ...field,
                options: field.options.map((o) =>
                  o.key === option.key ? { ...o, value: event.target.value } : o,
                ),
              })
            }
          />
          <Tooltip title={t('companySettings.deleteOption')}>
            <Button
              size="small"
              danger
              aria-label={t('companySettings.deleteOption')}
              onClick={() =>
                onChange({ ...field, options: field.options.filter((o) => o.key !== option.key) })
              }
              icon={<DeleteOutlined />}
            />
          </Tooltip>
        </Flex>
      ))}
      <Flex gap={4}>
        <Input
          size="small"
          value={next}
          maxLength={INPUT_MAX_LENGTH.name}
          placeholder={t('companySettings.newOption')}
          aria-label={t('companySettings.newOption')}
          onChange={(event) => setNext(event.target.value)}
          onPressEnter={(event) => {
            event.preventDefault();
            add();
          }}
        />
        <Tooltip title={t('companySettings.addOption')}>
          <Button
            size="small"
            aria-label={t('companySettings.addOption')}
            disabled={next.trim() === ''}
            onClick={add}
          >
            +
          </Button>
        </Tooltip>
      </Flex>
    </Flex>
  );
}

/**
 * The Fields tab (spec 03 section 2.2): name, description, index and, for multi-value types, the
 * options of each field. Delete is disabled for a field not saved yet or that quotations use.
 * Nothing is saved here: the modal's Save sends what changed.
 */
export function CompanyFieldsTab({ fields, fieldTypes, onChange }: Props) {
  const { t } = useTranslation();
  const update = (key: string, change: Partial<DraftField>) =>
    onChange(fields.map((field) => (field.key === key ? { ...field, ...change } : field)));
  const deleteBlocked = (field: DraftField) =>
    !field.id
      ? t('companySettings.fieldNotSaved')
      : field.hasQuotationFields
        ? t('companySettings.fieldInUse')
        : undefined;

  return (
    <Flex vertical gap={8}>
      <Flex justify="end">
        <Dropdown
          trigger={['click']}
          menu={{
            items: fieldTypes.map((type) => ({
              key: String(type.id),
              label: `${type.name} (${type.data_type_code})`,
            })),
            onClick: ({ key }) => {
              const type = fieldTypes.find((candidate) => String(candidate.id) === key);
              if (type) onChange([...fields, newField(type)]);
            },
          }}
        >
          <Button type="primary" aria-label={t('companySettings.addField')}>
            + {t('companySettings.addField')}
          </Button>
        </Dropdown>
      </Flex>
      <Table<DraftField>
        size="small"
        rowKey="key"
        pagination={false}
        dataSource={fields}
        columns={[
          {
            title: t('companySettings.name'),
            key: 'name',
            render: (_value, field) => (
              <Flex vertical gap={2}>
                <Input
                  size="small"
                  value={field.name}
                  maxLength={INPUT_MAX_LENGTH.name}
                  aria-label={`${t('companySettings.name')}: ${field.typeName}`}
                  status={field.name.trim() === '' ? 'error' : undefined}
                  onChange={(event) => update(field.key, { name: event.target.value })}
                />
                <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                  {field.typeName} {!field.id && <Tag color="green">{t('companySettings.new')}</Tag>}
                </Typography.Text>
              </Flex>
            ),
          },
          {
            title: t('companySettings.description'),
            key: 'description',
            render: (_value, field) => (
              <Input.TextArea
                size="small"
                autoSize={{ minRows: 1, maxRows: 4 }}
                value={field.description}
                maxLength={INPUT_MAX_LENGTH.freeText}
                aria-label={t('companySettings.description')}
                onChange={(event) => update(field.key, { description: event.target.value })}
              />
            ),
          },
          {
            title: t('companySettings.index'),
            key: 'index',
            width: 90,
            render: (_value, field) => (
              <InputNumber
                size="small"
                min={0}
                precision={0}
                value={field.index}
                aria-label={t('companySettings.index')}
                onChange={(value) => update(field.key, { index: value ?? 0 })}
                style={{ width: 70 }}
              />
            ),
          },
          {
            title: t('companySettings.options'),
            key: 'options',
            render: (_value, field) =>
              field.is_multivalue ? (
                <FieldOptions field={field} onChange={(changed) => update(field.key, changed)} />
              ) : (
                <Typography.Text type="secondary">{t('companySettings.noOptions')}</Typography.Text>
              ),
          },
          {
            key: 'delete',
            width: 56,
            render: (_value, field) => {
              const reason = deleteBlocked(field);
              return (
                <Tooltip title={reason ?? t('companySettings.deleteField')}>
                  <Button
                    danger
                    size="small"
                    aria-label={t('companySettings.deleteField')}
                    disabled={reason !== undefined}
                    onClick={() => onChange(fields.filter((candidate) => candidate.key !== field.key))}
                    icon={<DeleteOutlined />}
                  />
                </Tooltip>
              );
            },
          },
        ]}
      />
    </Flex>
  );
}
