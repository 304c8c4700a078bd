import { useCallback, useEffect, useMemo, useState } from 'react';
import { useSearchParams } from 'react-router';
import type { AnyFilterCodec, FilterCodec, FilterValues } from './list-filters';

export type SortDirection = 'asc' | 'desc';
export type ListSort<S extends string> = { field: S; direction: SortDirection };

export type ListStateOptions<C extends Record<string, AnyFilterCodec>, S extends string> = {
  /** Names the list in sessionStorage; one per screen. */
  storageKey: string;
  filters: C;
  /** The fields the server accepts to sort on; anything else in the URL is ignored. */
  sortFields: readonly S[];
};

export type ListState<C, S extends string> = {
  filters: FilterValues<C>;
  sort: ListSort<S> | null;
  page: number;
  /** True when a filter, a sort or a page other than the first is set: RESET has work to do. */
  active: boolean;
  setFilter: <K extends keyof C & string>(name: K, value: FilterValues<C>[K]) => void;
  /** Several filters at once (a period's two ends): one navigation, so none is lost. */
  setFilters: (values: Partial<FilterValues<C>>) => void;
  setSort: (sort: ListSort<S> | null) => void;
  setPage: (page: number) => void;
  reset: () => void;
};

const SORT = 'sort';
const PAGE = 'page';
const DESCENDING = '-';

function storageName(key: string) {
  return `list:${key}`;
}

function readStored(key: string): URLSearchParams | null {
  const stored = sessionStorage.getItem(storageName(key));
  return stored ? new URLSearchParams(stored) : null;
}

/**
 * A list's filters, sort and page, kept in the query string (so a link or the back button
 * shows the same rows) and in sessionStorage (so a reload in the same tab keeps them, while a
 * new tab starts clean). A URL that carries the list's own parameters wins over storage.
 */
export function useListState<C extends Record<string, AnyFilterCodec>, S extends string>(
  options: ListStateOptions<C, S>,
): ListState<C, S> {
  const { storageKey, filters: codecs, sortFields } = options;
  const [searchParams, setSearchParams] = useSearchParams();
  const ownKeys = useMemo(() => [...Object.keys(codecs), SORT, PAGE], [codecs]);
  const hasOwn = ownKeys.some((key) => searchParams.has(key));
  // Read once: a tab opened on a bare URL shows what this tab showed last, until the URL says otherwise.
  const [restoring, setRestoring] = useState(() => (hasOwn ? null : readStored(storageKey)));
  const source = restoring ?? searchParams;

  useEffect(() => {
    if (restoring) {
      setSearchParams(
        (current) => {
          const next = new URLSearchParams(current);
          restoring.forEach((value, key) => next.set(key, value));
          return next;
        },
        { replace: true },
      );
      setRestoring(null);
      return;
    }
    const own = new URLSearchParams();
    ownKeys.forEach((key) => {
      const value = searchParams.get(key);
      if (value !== null) own.set(key, value);
    });
    if (own.size > 0) sessionStorage.setItem(storageName(storageKey), own.toString());
    else sessionStorage.removeItem(storageName(storageKey));
  }, [restoring, searchParams, ownKeys, storageKey, setSearchParams]);

  const filters = useMemo(() => {
    const values: Record<string, unknown> = {};
    for (const [name, codec] of Object.entries(codecs)) {
      const raw = source.get(name);
      values[name] = raw === null ? null : (codec as FilterCodec<unknown>).parse(raw);
    }
    return values as FilterValues<C>;
  }, [codecs, source]);

  const sort = useMemo(() => parseSort(source.get(SORT), sortFields), [source, sortFields]);
  const page = Math.max(1, Number.parseInt(source.get(PAGE) ?? '', 10) || 1);

  const update = useCallback(
    (change: (next: URLSearchParams) => void) =>
      setSearchParams((current) => {
        const next = new URLSearchParams(current);
        change(next);
        return next;
      }),
    [setSearchParams],
  );

  return {
    filters,
    sort,
    page,
    active: ownKeys.some((key) => source.has(key)),
    setFilter: (name, value) => update((next) => writeFilters(next, codecs, { [name]: value })),
    setFilters: (values) => update((next) => writeFilters(next, codecs, values)),
    setSort: (value) =>
      update((next) => {
        if (value) next.set(SORT, `${value.direction === 'desc' ? DESCENDING : ''}${value.field}`);
        else next.delete(SORT);
        next.delete(PAGE);
      }),
    setPage: (value) =>
      update((next) => {
        if (value > 1) next.set(PAGE, String(value));
        else next.delete(PAGE);
      }),
    reset: () => update((next) => ownKeys.forEach((key) => next.delete(key))),
  };
}

function writeFilters<C extends Record<string, AnyFilterCodec>>(
  next: URLSearchParams,
  codecs: C,
  values: Partial<Record<string, unknown>>,
) {
  for (const [name, value] of Object.entries(values)) {
    if (value === null || value === undefined) next.delete(name);
    // The value's type is the codec's own: FilterValues ties the two together.
    else next.set(name, codecs[name].format(value as never));
  }
  // Another filter means other rows: page 3 of the old ones means nothing.
  next.delete(PAGE);
}

function parseSort<S extends string>(raw: string | null, fields: readonly S[]): ListSort<S> | null {
  if (!raw) return null;
  const direction: SortDirection = raw.startsWith(DESCENDING) ? 'desc' : 'asc';
  const name = direction === 'desc' ? raw.slice(DESCENDING.length) : raw;
  const field = fields.find((candidate) => candidate === name);
  return field ? { field, direction } : null;
}
