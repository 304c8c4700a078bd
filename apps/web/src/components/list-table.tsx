import { useState, type Key, type ReactNode } from 'react';
import { SearchOutlined } from '@ant-design/icons';
import { Button, Empty, Flex, Radio, Space, Table, theme, Typography, type TableProps } from 'antd';
// Search alone, not Input's index: the index brings Password, OTP and their icons to every list
// (3.3 kB of gzipped JavaScript on /quotations, which had reached the 400 kB route budget).
import Search from 'antd/es/input/Search';
import type { ColumnType, SortOrder } from 'antd/es/table/interface';
import { useTranslation } from 'react-i18next';
import type { AnyFilterCodec } from '../lib/lists/list-filters';
import type { ListState } from '../lib/lists/use-list-state';
import { FilterChips, type FilterChip } from './filter-chips';
import { ListPager } from './list-pager';
import { selectAllTitle, selectRowCell } from './header-checkbox';

type FilterName<C> = keyof C & string;

/** A filter in a column's header: a search box, or one choice out of a few. */
export type ListColumnFilter<C> =
  | {
      kind: 'text';
      name: FilterName<C>;
      /** Placeholder and accessible name; "Search" by default. */ label?: string;
    }
  | {
      kind: 'choice';
      name: FilterName<C>;
      options: { value: string | boolean; label: string }[];
      /** The accessible name of its choices; "Search" by default. */ label?: string;
    };

export type ListColumn<Row, C, S extends string> = Omit<
  ColumnType<Row>,
  'sorter' | 'sortOrder' | 'filters' | 'filteredValue' | 'filterDropdown'
> & {
  key: string;
  /** The server's sort field for this column; without it the column does not sort. */
  sortField?: S;
  filter?: ListColumnFilter<C>;
};

type Props<Row, C, S extends string> = {
  title: ReactNode;
  /** 2 for a page of its own, 3 for a list inside a page's tab. */
  titleLevel?: 2 | 3;
  list: ListState<C, S>;
  columns: ListColumn<Row, C, S>[];
  rows: Row[];
  total: number;
  /** The server stopped counting at `total`: the count reads "more than". */
  totalCapped?: boolean;
  pageSize: number;
  loading: boolean;
  rowKey: keyof Row & string;
  /** The list's own empty-state text (each spec list has one); RESET is added when filtered. */
  emptyText: string;
  primaryAction?: ReactNode;
  /** Buttons beside the count, such as a refresh. */
  extra?: ReactNode;
  /** Shown once rows are selected; giving it turns the row checkboxes on. */
  bulkActions?: (selected: Key[], clearSelection: () => void) => ReactNode;
  onRow?: TableProps<Row>['onRow'];
  /** Gives the list the spec's Previous / Next / page box pager, the box going up to this page. */
  maxPage?: number;
  /** Chips of filters set outside the column headers (the header filters make their own). */
  filterChips?: FilterChip[];
};

const ANTD_ORDER = { asc: 'ascend', desc: 'descend' } as const;

/**
 * The one list table (STYLE.md "Screens"): server-side paging with previous, next and a page
 * box, sorting and filters in the headers kept by useListState, a toolbar with title, count,
 * primary and bulk actions, the list's empty state with RESET, and loading shown on the table.
 */
export function ListTable<Row extends object, C extends Record<string, AnyFilterCodec>, S extends string>(
  props: Props<Row, C, S>,
) {
  const { list, columns, bulkActions } = props;
  const { t } = useTranslation();
  const { token } = theme.useToken();
  const [selected, setSelected] = useState<Key[]>([]);
  const filters = list.filters as Record<string, unknown>;

  const tableColumns = columns.map(({ sortField, filter, ...column }): ColumnType<Row> => {
    const sortOrder: SortOrder =
      sortField && list.sort?.field === sortField ? ANTD_ORDER[list.sort.direction] : null;
    const value = filter ? filters[filter.name] : null;
    return {
      ...column,
      ...(sortField ? { sorter: true, sortOrder } : {}),
      ...(filter
        ? headerFilter(filter, value, column.title, { label: t('list.search'), color: token.colorPrimary })
        : {}),
    };
  });

  const onChange: TableProps<Row>['onChange'] = (pagination, tableFilters, sorter, { action }) => {
    switch (action) {
      case 'paginate':
        list.setPage(pagination.current ?? 1);
        return;
      case 'sort': {
        const single = Array.isArray(sorter) ? sorter[0] : sorter;
        const column = columns.find((candidate) => candidate.key === single?.columnKey);
        list.setSort(
          column?.sortField && single?.order
            ? { field: column.sortField, direction: single.order === 'ascend' ? 'asc' : 'desc' }
            : null,
        );
        return;
      }
      case 'filter':
        // One header changes at a time: apply the one whose value differs from the list's.
        for (const { key, filter } of columns) {
          if (!filter) continue;
          const picked = tableFilters[key]?.[0] ?? null;
          const next = typeof picked === 'string' ? picked.trim() || null : picked;
          if (next !== filters[filter.name]) {
            list.setFilter(filter.name, next as never);
            return;
          }
        }
    }
  };

  const chips = [
    ...headerChips(columns, filters, (name) => list.setFilter(name as never, null as never)),
    ...(props.filterChips ?? []),
  ];
  const clearSelection = () => setSelected([]);
  return (
    <Flex vertical gap={16}>
      <Flex gap={12} wrap align="center">
        <Typography.Title level={props.titleLevel ?? 2} style={{ margin: 0 }}>
          {props.title}
        </Typography.Title>
        <Typography.Text type="secondary" data-testid="list-count">
          {t(props.totalCapped ? 'list.countCapped' : 'list.count', { count: props.total })}
        </Typography.Text>
        {bulkActions && selected.length > 0 && (
          <Space>
            <Typography.Text>{t('list.selected', { count: selected.length })}</Typography.Text>
            {bulkActions(selected, clearSelection)}
          </Space>
        )}
        <Space style={{ marginLeft: 'auto' }}>
          {props.extra}
          {props.primaryAction}
        </Space>
      </Flex>
      <FilterChips chips={chips} onReset={list.active ? list.reset : undefined} />
      <Table<Row>
        rowKey={props.rowKey}
        size="middle"
        loading={props.loading}
        columns={tableColumns}
        dataSource={props.rows}
        onChange={onChange}
        onRow={props.onRow}
        rowSelection={
          bulkActions
            ? {
                selectedRowKeys: selected,
                onChange: setSelected,
                columnTitle: selectAllTitle,
                renderCell: selectRowCell,
              }
            : undefined
        }
        pagination={
          props.maxPage === undefined && {
            simple: true,
            current: list.page,
            pageSize: props.pageSize,
            total: props.total,
            showSizeChanger: false,
            hideOnSinglePage: false,
          }
        }
        locale={{
          emptyText: props.loading ? (
            ' '
          ) : (
            <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={props.emptyText}>
              {list.active && <Button onClick={list.reset}>{t('list.reset')}</Button>}
            </Empty>
          ),
        }}
        scroll={{ x: 'max-content' }}
      />
      {props.maxPage !== undefined && (
        <ListPager
          page={list.page}
          pageSize={props.pageSize}
          total={props.total}
          maxPage={props.maxPage}
          onChange={list.setPage}
        />
      )}
    </Flex>
  );
}

/** The header filters in force as chips: the column's title, the typed text or the choice's label. */
function headerChips<Row, C, S extends string>(
  columns: ListColumn<Row, C, S>[],
  filters: Record<string, unknown>,
  clear: (name: string) => void,
): FilterChip[] {
  return columns.flatMap(({ key, title, filter }) => {
    const value = filter ? filters[filter.name] : null;
    if (!filter || value === null || value === undefined) return [];
    const shown =
      filter.kind === 'choice'
        ? (filter.options.find((option) => option.value === value)?.label ?? String(value))
        : String(value);
    return [{ key, label: title as ReactNode, value: shown, onRemove: () => clear(filter.name) }];
  });
}

function headerFilter<C>(
  filter: ListColumnFilter<C>,
  value: unknown,
  title: unknown,
  search: { label: string; color: string },
) {
  const filteredValue = value === null || value === undefined ? null : [value as Key];
  if (filter.kind === 'choice') {
    const label = filter.label ?? (typeof title === 'string' ? title : search.label);
    // Ant Design's own choice menu draws radios without a name beside their text: a radio group
    // whose options are labelled by their text, applied at once (the chips remove it again).
    return {
      filteredValue,
      filterDropdown: ({ selectedKeys, setSelectedKeys, confirm }: FilterDropdownArgs) => (
        <Radio.Group
          aria-label={label}
          value={selectedKeys[0] ?? null}
          onChange={(event) => {
            setSelectedKeys([event.target.value as Key]);
            confirm();
          }}
          style={{ display: 'flex', flexDirection: 'column', gap: 8, padding: 12 }}
        >
          {filter.options.map((option) => (
            <Radio key={String(option.value)} value={option.value}>
              {option.label}
            </Radio>
          ))}
        </Radio.Group>
      ),
    };
  }
  const label = filter.label ?? search.label;
  return {
    filteredValue,
    filterIcon: (filtered: boolean) => (
      <SearchOutlined aria-label={label} style={filtered ? { color: search.color } : undefined} />
    ),
    filterDropdown: ({ selectedKeys, setSelectedKeys, confirm }: FilterDropdownArgs) => (
      <Search
        autoFocus
        allowClear
        aria-label={label}
        placeholder={label}
        value={String(selectedKeys[0] ?? '')}
        onChange={(event) => setSelectedKeys(event.target.value ? [event.target.value] : [])}
        onSearch={() => confirm()}
        style={{ padding: 8, width: 260 }}
      />
    ),
  };
}

type FilterDropdownArgs = {
  selectedKeys: Key[];
  setSelectedKeys: (keys: Key[]) => void;
  confirm: () => void;
};
