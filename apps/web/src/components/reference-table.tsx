import { useState, type ReactNode } from 'react';
import { DeleteOutlined, EditOutlined, PlusOutlined } from '@ant-design/icons';
import { Button, Flex, Form, Input, Modal, Popconfirm, Space, Table, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useTranslation } from 'react-i18next';

/** A row of a name/code table: variants, brands, titles, statutes, order log types ... */
export type ReferenceRow = { id: number; name: string; code: string };
export type ReferenceValues = { name: string; code: string };

type Props<Row extends ReferenceRow> = {
  title: ReactNode;
  rows: Row[];
  loading: boolean;
  /** Columns shown before name and code (an index, a flag); name and code are always there. */
  leadingColumns?: ColumnsType<Row>;
  /** The three mutations: each one left out removes its button, none at all is a read-only list. */
  onCreate?: (values: ReferenceValues) => Promise<unknown>;
  onRename?: (row: Row, name: string) => Promise<unknown>;
  onDelete?: (row: Row) => Promise<unknown>;
};

type Editing<Row> = { mode: 'create' } | { mode: 'rename'; row: Row };

/**
 * The settings tabs that are "a table of names" are this component with their own columns and
 * mutations: configuration, not code.
 */
export function ReferenceTable<Row extends ReferenceRow>(props: Props<Row>) {
  const { onCreate, onRename, onDelete } = props;
  const { t } = useTranslation();
  const [editing, setEditing] = useState<Editing<Row> | null>(null);

  const actions: ColumnsType<Row> =
    onRename || onDelete
      ? [
          {
            key: 'actions',
            width: 104,
            align: 'right',
            render: (_, row) => (
              <Space size={0}>
                {onRename && (
                  <Button
                    type="text"
                    icon={<EditOutlined />}
                    aria-label={`${t('referenceTable.rename')} ${row.name}`}
                    onClick={() => setEditing({ mode: 'rename', row })}
                  />
                )}
                {onDelete && (
                  <Popconfirm
                    title={t('referenceTable.deleteConfirm', { name: row.name })}
                    okText={t('referenceTable.delete')}
                    cancelText={t('referenceTable.cancel')}
                    onConfirm={() => onDelete(row)}
                  >
                    <Button
                      type="text"
                      danger
                      icon={<DeleteOutlined />}
                      aria-label={`${t('referenceTable.delete')} ${row.name}`}
                    />
                  </Popconfirm>
                )}
              </Space>
            ),
          },
        ]
      : [];

  return (
    <Flex vertical gap={16}>
      <Flex align="center" gap={12}>
        <Typography.Title level={3} style={{ margin: 0 }}>
          {props.title}
        </Typography.Title>
        {onCreate && (
          <Button
            type="primary"
            icon={<PlusOutlined />}
            style={{ marginLeft: 'auto' }}
            onClick={() => setEditing({ mode: 'create' })}
          >
            {t('referenceTable.new')}
          </Button>
        )}
      </Flex>
      <Table<Row>
        rowKey="id"
        size="middle"
        loading={props.loading}
        dataSource={props.rows}
        pagination={false}
        columns={[
          ...(props.leadingColumns ?? []),
          { key: 'name', dataIndex: 'name', title: t('referenceTable.name') },
          { key: 'code', dataIndex: 'code', title: t('referenceTable.code') },
          ...actions,
        ]}
      />
      {editing && (
        <ReferenceForm
          editing={editing}
          onCancel={() => setEditing(null)}
          onSubmit={async (values) => {
            if (editing.mode === 'create') await onCreate?.(values);
            else await onRename?.(editing.row, values.name);
            setEditing(null);
          }}
        />
      )}
    </Flex>
  );
}

function ReferenceForm<Row extends ReferenceRow>(props: {
  editing: Editing<Row>;
  onCancel: () => void;
  onSubmit: (values: ReferenceValues) => Promise<void>;
}) {
  const { t } = useTranslation();
  const [form] = Form.useForm<ReferenceValues>();
  const [saving, setSaving] = useState(false);
  const renaming = props.editing.mode === 'rename' ? props.editing.row : null;
  const required = [{ required: true, whitespace: true, message: t('referenceTable.required') }];

  const submit = async (values: ReferenceValues) => {
    setSaving(true);
    try {
      await props.onSubmit({ name: values.name.trim(), code: (values.code ?? renaming?.code ?? '').trim() });
    } finally {
      setSaving(false);
    }
  };

  return (
    <Modal
      open
      title={renaming ? t('referenceTable.rename') : t('referenceTable.new')}
      okText={t('referenceTable.save')}
      cancelText={t('referenceTable.cancel')}
      confirmLoading={saving}
      onOk={() => form.submit()}
      onCancel={props.onCancel}
      destroyOnHidden
    >
      <Form
        form={form}
        layout="vertical"
        initialValues={renaming ? { name: renaming.name, code: renaming.code } : undefined}
        onFinish={(values) => void submit(values)}
      >
        <Form.Item name="name" label={t('referenceTable.name')} rules={required}>
          <Input autoFocus />
        </Form.Item>
        <Form.Item name="code" label={t('referenceTable.code')} rules={renaming ? [] : required}>
          {/* A code is what other data and integrations refer to: it is set once, at creation. */}
          <Input disabled={renaming !== null} />
        </Form.Item>
      </Form>
    </Modal>
  );
}
