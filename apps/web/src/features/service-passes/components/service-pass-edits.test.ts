import { act, renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useServicePassEdits } from './service-pass-edits';

describe('the unsaved cells of the pass table', () => {
  it('gathers the changes of a row, sends them without the labels the cells show, and forgets saved rows', () => {
    const { result } = renderHook(() => useServicePassEdits());
    act(() => {
      result.current.edit(7, { dealer_fk: 3, dealer_label: 'Velo Leuven' });
      result.current.edit(7, { comment: 'Kaart kwijt' });
      result.current.edit(9, { starting_amount: 25_000 });
    });
    expect(result.current.edits[7]).toEqual({
      dealer_fk: 3,
      dealer_label: 'Velo Leuven',
      comment: 'Kaart kwijt',
    });
    expect(result.current.changes()).toEqual([
      { id: 7, dealer_fk: 3, comment: 'Kaart kwijt' },
      { id: 9, starting_amount: 25_000 },
    ]);
    // A row's own save sends that row only.
    expect(result.current.changes([9])).toEqual([{ id: 9, starting_amount: 25_000 }]);
    act(() => result.current.forget([7]));
    expect(Object.keys(result.current.edits)).toEqual(['9']);
  });
});
