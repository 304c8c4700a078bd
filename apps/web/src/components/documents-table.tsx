import type { ReactNode } from 'react';
import { Table } from 'antd';
import type { ColumnType } from 'antd/es/table/interface';
import { useTranslation } from 'react-i18next';
import { formatDate } from '@spokes/domain/format';

type DocumentRow = {
  id: number;
  description: string | null;
  log_date: string;
  orderLogType: { name: string };
};

type Props<Row extends DocumentRow> = {
  documents: readonly Row[];
  /** Translation keys of the type, description and date columns: each screen has its own words. */
  titles: { type: string; description: string; date: string };
  /** The screen's own columns after the date: what one may do with a document there. */
  actions: ColumnType<Row>[];
  emptyText?: ReactNode;
};

/**
 * An order's documents, one a row: type, description, date, then the screen's own actions
 * (the back office's download and visibility, the employer's view).
 */
export function DocumentsTable<Row extends DocumentRow>({
  documents,
  titles,
  actions,
  emptyText,
}: Props<Row>) {
  const { t } = useTranslation();
  return (
    <Table<Row>
      size="small"
      rowKey="id"
      pagination={false}
      dataSource={[...documents]}
      locale={emptyText === undefined ? undefined : { emptyText }}
      columns={[
        { key: 'type', title: t(titles.type), render: (_, row) => row.orderLogType.name },
        { key: 'description', title: t(titles.description), dataIndex: 'description' },
        { key: 'date', title: t(titles.date), render: (_, row) => formatDate(new Date(row.log_date)) },
        ...actions,
      ]}
    />
  );
}
