import type { ObjectRef } from '@pothos/core';
import type { Page } from '../db/list';
import { builder } from './builder';
import { maxLength } from './input-limits';

type Types = typeof builder.$inferSchemaTypes;

/** Every paged list answers in one shape: `<Name>Page { items, total, page, size }`. */
export function pageType<T>(item: ObjectRef<Types, T>) {
  return builder.objectRef<Page<T>>(`${item.name}Page`).implement({
    description: `One page of ${item.name} rows and how many match in all.`,
    fields: (t) => ({
      items: t.field({ type: [item], resolve: (page) => page.items }),
      total: t.exposeInt('total', { description: 'Rows matching the filters, on every page.' }),
      page: t.exposeInt('page', { description: '1 is the first page.' }),
      size: t.exposeInt('size'),
    }),
  });
}

const SortDirection = builder.enumType('SortDirection', { values: ['asc', 'desc'] as const });

/** A paged list's order; each list accepts its own fields and refuses others as BAD_INPUT. */
export const ListSortInput = builder.inputType('ListSort', {
  fields: (t) => ({
    field: t.string({ required: true, ...maxLength('identifier') }),
    direction: t.field({ type: SortDirection, required: true }),
  }),
});
