import type { ReactNode } from 'react';
import { act, renderHook } from '@testing-library/react';
import { MemoryRouter, useLocation } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { booleanFilter, choiceFilter, textFilter } from './list-filters';
import { useListState } from './use-list-state';

const options = {
  storageKey: 'test-list',
  filters: { channel: choiceFilter(['mail', 'sms'] as const), recipient: textFilter, success: booleanFilter },
  sortFields: ['created_at', 'recipient'] as const,
};

function renderList(url = '/outbox') {
  const wrapper = ({ children }: { children: ReactNode }) => (
    <MemoryRouter initialEntries={[url]}>{children}</MemoryRouter>
  );
  return renderHook(
    () => {
      const location = useLocation();
      return { list: useListState(options), search: location.search };
    },
    { wrapper },
  );
}

afterEach(() => sessionStorage.clear());

describe('useListState', () => {
  it('starts clean without a query string or stored state', () => {
    const { result } = renderList();
    expect(result.current.list.filters).toEqual({ channel: null, recipient: null, success: null });
    expect(result.current.list.sort).toBeNull();
    expect(result.current.list.page).toBe(1);
    expect(result.current.list.active).toBe(false);
  });

  it('reads filters, sort and page from the URL, ignoring what does not parse', () => {
    const { result } = renderList('/outbox?channel=sms&recipient=ann&success=false&sort=-recipient&page=3');
    expect(result.current.list.filters).toEqual({ channel: 'sms', recipient: 'ann', success: false });
    expect(result.current.list.sort).toEqual({ field: 'recipient', direction: 'desc' });
    expect(result.current.list.page).toBe(3);

    const odd = renderList('/outbox?channel=fax&sort=password&page=-2');
    expect(odd.result.current.list.filters.channel).toBeNull();
    expect(odd.result.current.list.sort).toBeNull();
    expect(odd.result.current.list.page).toBe(1);
  });

  it('writes state to the URL and to sessionStorage', () => {
    const { result } = renderList();
    act(() => result.current.list.setFilter('channel', 'mail'));
    act(() => result.current.list.setSort({ field: 'created_at', direction: 'asc' }));
    act(() => result.current.list.setPage(2));
    const search = new URLSearchParams(result.current.search);
    expect(Object.fromEntries(search)).toEqual({ channel: 'mail', sort: 'created_at', page: '2' });
    expect(new URLSearchParams(sessionStorage.getItem('list:test-list') ?? '').get('page')).toBe('2');
  });

  it('sets several filters in one step and clears the page', () => {
    const { result } = renderList('/outbox?recipient=old&page=4');
    act(() => result.current.list.setFilters({ channel: 'sms', recipient: null, success: true }));
    expect(Object.fromEntries(new URLSearchParams(result.current.search))).toEqual({
      channel: 'sms',
      success: 'true',
    });
  });

  it('goes back to page 1 when a filter or the sort changes', () => {
    const { result } = renderList('/outbox?page=4');
    act(() => result.current.list.setFilter('recipient', 'bob'));
    expect(result.current.list.page).toBe(1);
    act(() => result.current.list.setPage(5));
    act(() => result.current.list.setSort({ field: 'recipient', direction: 'asc' }));
    expect(result.current.list.page).toBe(1);
  });

  it('restores the stored state in the same tab when the URL carries none', () => {
    sessionStorage.setItem('list:test-list', 'channel=sms&page=2');
    const { result } = renderList('/outbox');
    expect(result.current.list.filters.channel).toBe('sms');
    expect(result.current.list.page).toBe(2);
    expect(new URLSearchParams(result.current.search).get('channel')).toBe('sms');
  });

  it('lets a URL with its own query string win over storage', () => {
    sessionStorage.setItem('list:test-list', 'channel=sms&page=2');
    const { result } = renderList('/outbox?recipient=eve');
    expect(result.current.list.filters).toEqual({ channel: null, recipient: 'eve', success: null });
    expect(result.current.list.page).toBe(1);
    expect(sessionStorage.getItem('list:test-list')).toBe('recipient=eve');
  });

  it('resets filters, sort and page, in the URL and in storage, keeping other parameters', () => {
    const { result } = renderList('/settings?tab=webhooks&channel=sms&sort=-created_at&page=2');
    act(() => result.current.list.reset());
    expect(result.current.list.filters.channel).toBeNull();
    expect(result.current.list.sort).toBeNull();
    expect(result.current.list.page).toBe(1);
    expect(result.current.list.active).toBe(false);
    expect(result.current.search).toBe('?tab=webhooks');
    expect(sessionStorage.getItem('list:test-list')).toBeNull();
  });
});
