import { DeleteOutlined } from '@ant-design/icons';
import { useState } from 'react';
import { Button, Flex, Form, Input, Modal, Table, Tag, Tooltip } from 'antd';
import { useTranslation } from 'react-i18next';
import { errorTranslationKey } from '@spokes/domain/error-codes';
import { INPUT_MAX_LENGTH } from '@spokes/domain/input-limits';
import { newKey, type DraftCostCenter } from './company-draft';

type Props = { costCenters: DraftCostCenter[]; onChange: (rows: DraftCostCenter[]) => void };

/** The Cost centres tab: the list with delete, and 'Nieuwe kostenplaats' to add one (saved with the modal). */
export function CompanyCostCentersTab({ costCenters, onChange }: Props) {
  const { t } = useTranslation();
  const [adding, setAdding] = useState(false);
  const [form] = Form.useForm<{ name: string }>();
  const taken = (name: string) =>
    costCenters.some((row) => row.name.trim().toLowerCase() === name.trim().toLowerCase());

  return (
    <Flex vertical gap={8}>
      <Flex justify="end">
        <Button type="primary" onClick={() => setAdding(true)}>
          + {t('companySettings.newCostCenter')}
        </Button>
      </Flex>
      <Table<DraftCostCenter>
        size="small"
        bordered
        rowKey="key"
        pagination={false}
        showHeader={false}
        dataSource={costCenters}
        locale={{ emptyText: t('companySettings.noCostCenters') }}
        columns={[
          {
            key: 'name',
            render: (_value, row) => (
              <>
                {row.name} {!row.id && <Tag color="green">{t('companySettings.new')}</Tag>}
              </>
            ),
          },
          {
            key: 'delete',
            width: 56,
            render: (_value, row) => (
              <Tooltip
                title={
                  row.in_use
                    ? t(errorTranslationKey('COST_CENTER_IN_USE'))
                    : t('companySettings.deleteCostCenter')
                }
              >
                <Button
                  danger
                  size="small"
                  aria-label={t('companySettings.deleteCostCenter')}
                  disabled={row.in_use}
                  onClick={() => onChange(costCenters.filter((candidate) => candidate.key !== row.key))}
                  icon={<DeleteOutlined />}
                />
              </Tooltip>
            ),
          },
        ]}
      />
      <Modal
        open={adding}
        title={t('companySettings.newCostCenter')}
        okText={t('companySettings.save')}
        cancelText={t('companySettings.cancel')}
        destroyOnHidden
        onCancel={() => setAdding(false)}
        onOk={() => form.submit()}
      >
        <Form
          form={form}
          name="new-cost-center"
          layout="vertical"
          preserve={false}
          onFinish={({ name }) => {
            onChange([...costCenters, { key: newKey(), name: name.trim(), in_use: false }]);
            setAdding(false);
          }}
        >
          <Form.Item
            name="name"
            label={t('companySettings.costCenter')}
            rules={[
              {
                required: true,
                whitespace: true,
                message: t(errorTranslationKey('REQUIRED_FIELDS_MISSING')),
              },
              {
                validator: async (_rule, value: string | undefined) => {
                  if (value && taken(value))
                    throw new Error(t(errorTranslationKey('COST_CENTER_NAME_TAKEN')));
                },
              },
            ]}
          >
            <Input autoFocus maxLength={INPUT_MAX_LENGTH.name} />
          </Form.Item>
        </Form>
      </Modal>
    </Flex>
  );
}
