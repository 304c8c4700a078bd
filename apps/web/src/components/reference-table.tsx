import { Suspense, useState, type ReactNode } from 'react';
import { DeleteOutlined, EditOutlined, PlusOutlined } from '@ant-design/icons';
import { Button, Flex, Popconfirm, Space, Table, Tooltip, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useTranslation } from 'react-i18next';
import { named } from '../lib/lazy-named';

/** A row of a name/code table: variants, brands, titles, statutes, order log types ... (cost centres have no code). */
export type ReferenceRow = { id: number; name: string; code?: string };
/** The dialog's name and code, plus the values of a table's own fields (`extraFields`). */
export type ReferenceValues = { name: string; code: string } & Record<string, unknown>;
/**
 * What a create or edit answers: nothing when done, or why not, shown at the name or at the field
 * it names (the dialog stays open).
 */
export type ReferenceResult = string | { field: string; message: string } | undefined | void;

type Props<Row extends ReferenceRow> = {
  title: ReactNode;
  /** 2 when the table is the page (cost centres), 3 inside a settings tab. */
  titleLevel?: 2 | 3;
  rows: Row[];
  loading: boolean;
  /** Columns shown before name and code (an index, a flag); name and code are always there. */
  leadingColumns?: ColumnsType<Row>;
  /** false for a table of names only (cost centres): no code column or field. */
  withCode?: boolean;
  /** Columns shown after name and code (a brand's hidden flag, a field type's data type). */
  trailingColumns?: ColumnsType<Row>;
  /** The table's own dialog fields (Form.Items named like the row's properties), below name and code. */
  extraFields?: (editing: Editing<Row>) => ReactNode;
  /** The audit log's name of the table (settings tabs): an edited row's dialog offers its history. */
  auditTable?: string;
  /** Shown between the title and the New button (a company picker). */
  toolbar?: ReactNode;
  /** Why a row cannot be deleted (its delete is disabled with this as tooltip), or nothing. */
  deleteBlockedReason?: (row: Row) => string | undefined;
  /** The three mutations: each one left out removes its button, none at all is a read-only list. */
  onCreate?: (values: ReferenceValues) => Promise<ReferenceResult>;
  /** An edit: the name and the table's own fields; the code is fixed once created. */
  onUpdate?: (row: Row, values: ReferenceValues) => Promise<ReferenceResult>;
  onDelete?: (row: Row) => Promise<unknown>;
};

export type Editing<Row> = { mode: 'create' } | { mode: 'edit'; row: Row };

// The prompt loads when it opens: a page of names paints without the form and modal code.
const ReferenceForm = named(() => import('./reference-form'), 'ReferenceForm');

/**
 * The settings tabs that are "a table of names" are this component with their own columns and
 * mutations: configuration, not code.
 */
export function ReferenceTable<Row extends ReferenceRow>(props: Props<Row>) {
  const { onCreate, onUpdate, onDelete, withCode = true } = props;
  const { t } = useTranslation();
  const [editing, setEditing] = useState<Editing<Row> | null>(null);

  const actions: ColumnsType<Row> =
    onUpdate || onDelete
      ? [
          {
            key: 'actions',
            width: 104,
            align: 'right',
            render: (_, row) => (
              <Space size={0}>
                {onUpdate && (
                  <Button
                    type="text"
                    icon={<EditOutlined />}
                    aria-label={`${t('referenceTable.rename')} ${row.name}`}
                    onClick={() => setEditing({ mode: 'edit', row })}
                  />
                )}
                {onDelete && (
                  <DeleteButton row={row} onDelete={onDelete} blocked={props.deleteBlockedReason?.(row)} />
                )}
              </Space>
            ),
          },
        ]
      : [];

  return (
    <Flex vertical gap={16}>
      <Flex align="center" gap={12}>
        <Typography.Title level={props.titleLevel ?? 3} style={{ margin: 0 }}>
          {props.title}
        </Typography.Title>
        {props.toolbar}
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
          ...(withCode ? [{ key: 'code', dataIndex: 'code', title: t('referenceTable.code') }] : []),
          ...(props.trailingColumns ?? []),
          ...actions,
        ]}
      />
      {editing && (
        <Suspense fallback={null}>
          <ReferenceForm
            editing={editing}
            withCode={withCode}
            extraFields={props.extraFields?.(editing)}
            auditTable={props.auditTable}
            onCancel={() => setEditing(null)}
            onSubmit={async (values) => {
              const refusal =
                editing.mode === 'create' ? await onCreate?.(values) : await onUpdate?.(editing.row, values);
              if (refusal) return refusal;
              setEditing(null);
              return undefined;
            }}
          />
        </Suspense>
      )}
    </Flex>
  );
}

function DeleteButton<Row extends ReferenceRow>(props: {
  row: Row;
  blocked: string | undefined;
  onDelete: (row: Row) => Promise<unknown>;
}) {
  const { t } = useTranslation();
  const label = `${t('referenceTable.delete')} ${props.row.name}`;
  if (props.blocked)
    return (
      <Tooltip title={props.blocked}>
        <Button type="text" danger disabled icon={<DeleteOutlined />} aria-label={label} />
      </Tooltip>
    );
  return (
    <Popconfirm
      title={t('referenceTable.deleteConfirm', { name: props.row.name })}
      okText={t('referenceTable.delete')}
      cancelText={t('referenceTable.cancel')}
      onConfirm={() => props.onDelete(props.row)}
    >
      <Button type="text" danger icon={<DeleteOutlined />} aria-label={label} />
    </Popconfirm>
  );
}
