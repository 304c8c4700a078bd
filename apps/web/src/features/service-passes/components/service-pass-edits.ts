import { useCallback, useState } from 'react';
import type { ServicePassChange, ServicePassFieldsFragment } from '../../../generated/graphql';

export type ServicePassRow = ServicePassFieldsFragment;
/** A row's unsaved cells; `employee_label` is what the employee cell shows for a chosen bike. */
export type RowEdit = Omit<ServicePassChange, 'id'> & {
  employee_label?: string | null;
  dealer_label?: string | null;
};

/** The rows changed on this page and not saved yet ('modified' in the spec), by pass id. */
export function useServicePassEdits() {
  const [edits, setEdits] = useState<Record<number, RowEdit>>({});
  const edit = useCallback(
    (id: number, change: RowEdit) => setEdits((all) => ({ ...all, [id]: { ...all[id], ...change } })),
    [],
  );
  const forget = useCallback(
    (ids: number[]) =>
      setEdits((all) => Object.fromEntries(Object.entries(all).filter(([id]) => !ids.includes(Number(id))))),
    [],
  );
  const changes = (ids?: number[]): ServicePassChange[] =>
    Object.entries(edits)
      .filter(([id]) => !ids || ids.includes(Number(id)))
      .map(([id, { employee_label: _e, dealer_label: _d, ...change }]) => ({ id: Number(id), ...change }));
  return { edits, edit, forget, changes };
}
