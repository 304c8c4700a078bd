import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Button } from 'antd';
import { describe, expect, it, vi } from 'vitest';
import type { FilterCodec, textFilter } from '../lib/lists/list-filters';
import type { ListState } from '../lib/lists/use-list-state';
import { ListTable, type ListColumn } from './list-table';

type Row = { id: number; name: string };
type Filters = { name: typeof textFilter };

// Without an i18n instance, t() answers the key: the test reads keys instead of one language.
function listState(overrides: Partial<ListState<Filters, 'name'>> = {}): ListState<Filters, 'name'> {
  return { ...idleList<Filters, 'name'>({ name: null }), ...overrides };
}

/** A list state with no sort, on page 1, whose setters only record their calls. */
function idleList<C, S extends string>(filters: ListState<C, S>['filters']): ListState<C, S> {
  return {
    filters,
    sort: null,
    page: 1,
    active: false,
    setFilter: vi.fn(),
    setFilters: vi.fn(),
    setSort: vi.fn(),
    setPage: vi.fn(),
    reset: vi.fn(),
  };
}

const columns: ListColumn<Row, Filters, 'name'>[] = [
  {
    key: 'name',
    dataIndex: 'name',
    title: 'Name',
    sortField: 'name',
    filter: { kind: 'text', name: 'name' },
  },
];

function renderTable(list: ListState<Filters, 'name'>, rows: Row[], total = rows.length) {
  return render(
    <ListTable
      title="Things"
      list={list}
      columns={columns}
      rows={rows}
      total={total}
      pageSize={2}
      loading={false}
      rowKey="id"
      emptyText="No things for these filters"
      bulkActions={(selected) => <Button>{`archive ${selected.join(',')}`}</Button>}
    />,
  );
}

describe('ListTable', () => {
  it("shows the list's own empty text, with RESET only when something is filtered", async () => {
    const user = userEvent.setup();
    const { unmount } = renderTable(listState(), []);
    expect(screen.getByText('No things for these filters')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'list.reset' })).toBeNull();
    unmount();

    const filtered = listState({ active: true, filters: { name: 'zzz' } });
    renderTable(filtered, []);
    const empty = screen.getByText('No things for these filters').closest('.ant-empty') as HTMLElement;
    await user.click(within(empty).getByRole('button', { name: 'list.reset' }));
    expect(filtered.reset).toHaveBeenCalled();
  });

  it('applies the page typed in the page box on Enter', async () => {
    const user = userEvent.setup();
    const list = listState();
    renderTable(
      list,
      [
        { id: 1, name: 'a' },
        { id: 2, name: 'b' },
      ],
      9,
    );
    const box = screen.getByRole('textbox');
    await user.clear(box);
    await user.type(box, '4');
    expect(list.setPage).not.toHaveBeenCalled();
    // rc-pagination reads the Enter key by keyCode, which user-event leaves out in happy-dom.
    fireEvent.keyUp(box, { key: 'Enter', keyCode: 13 });
    await waitFor(() => expect(list.setPage).toHaveBeenCalledWith(4));
  });

  it('asks the list for a server-side sort when a sortable header is clicked', async () => {
    const user = userEvent.setup();
    const list = listState();
    renderTable(list, [{ id: 1, name: 'a' }]);
    await user.click(screen.getByRole('columnheader', { name: /Name/ }));
    expect(list.setSort).toHaveBeenCalledWith({ field: 'name', direction: 'asc' });
  });

  it('shows the count, and the bulk actions once rows are selected', async () => {
    const user = userEvent.setup();
    renderTable(listState(), [
      { id: 1, name: 'a' },
      { id: 2, name: 'b' },
    ]);
    expect(screen.getByTestId('list-count').textContent).toBe('list.count');
    expect(screen.queryByRole('button', { name: /archive/ })).toBeNull();
    await user.click(screen.getAllByRole('checkbox')[2]);
    expect(screen.getByRole('button', { name: 'archive 2' })).toBeTruthy();
  });

  it("names the row checkboxes in the user's language, not Ant Design's English", async () => {
    const user = userEvent.setup();
    renderTable(listState(), [
      { id: 1, name: 'a' },
      { id: 2, name: 'b' },
    ]);
    expect(screen.queryByRole('checkbox', { name: /Select row/ })).toBeNull();
    // t() answers the key without strings loaded; the row number is its parameter.
    const rows = screen.getAllByRole('checkbox', { name: 'list.selectRow' });
    expect(rows).toHaveLength(2);
    await user.click(rows[1]);
    expect(screen.getAllByRole('checkbox', { name: 'list.rowSelected' })).toHaveLength(1);
  });

  it('shows a filter in force as a chip that removes it, with one RESET', async () => {
    const list = listState({ filters: { name: 'jan' }, active: true });
    renderTable(list, [{ id: 1, name: 'jan' }]);
    const chips = screen.getByTestId('filter-chips');
    expect(chips.textContent).toContain('Name: jan');
    fireEvent.click(screen.getByRole('button', { name: 'list.removeFilter' }));
    expect(list.setFilter).toHaveBeenCalledWith('name', null);
    fireEvent.click(screen.getByRole('button', { name: 'list.reset' }));
    expect(list.reset).toHaveBeenCalled();
  });

  it('names the choices of a choice filter and applies the one picked', async () => {
    const user = userEvent.setup();
    type StatusFilters = { status: FilterCodec<'1' | '2'> };
    const list = idleList<StatusFilters, never>({ status: null });
    const statusColumn: ListColumn<Row, StatusFilters, never> = {
      key: 'status',
      title: 'Status',
      filter: {
        kind: 'choice',
        name: 'status',
        options: [
          { value: '1', label: 'Nieuw' },
          { value: '2', label: 'Getekend' },
        ],
      },
    };
    render(
      <ListTable
        title="Things"
        list={list}
        columns={[statusColumn]}
        rows={[{ id: 1, name: 'a' }]}
        total={1}
        pageSize={2}
        loading={false}
        rowKey="id"
        emptyText="none"
      />,
    );
    await user.click(document.querySelector('.ant-table-filter-trigger') as HTMLElement);
    const choices = await screen.findByRole('radiogroup', { name: 'Status' });
    await user.click(within(choices).getByRole('radio', { name: 'Getekend' }));
    await waitFor(() => expect(list.setFilter).toHaveBeenCalledWith('status', '2'));
  });

  it('shows no chips while nothing is filtered', () => {
    renderTable(listState(), [{ id: 1, name: 'a' }]);
    expect(screen.queryByTestId('filter-chips')).toBeNull();
  });
});
