import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { useChosenDealer } from './dealer-selection';

const dealers = [
  { id: 7, name: 'Fietsen Janssens' },
  { id: 3, name: 'Velo Gent' },
];

describe('the dealer chosen in the top bar', () => {
  afterEach(() => localStorage.clear());

  it('is the first dealer until one is chosen, then the chosen one, also after a new render', () => {
    const { result } = renderHook(() => useChosenDealer(dealers));
    expect(result.current[0]?.id).toBe(7);
    act(() => result.current[1](3));
    expect(result.current[0]?.id).toBe(3);
    expect(renderHook(() => useChosenDealer(dealers)).result.current[0]?.id).toBe(3);
  });

  it('follows the dealer, not its place, when the list changes; a dealer no longer listed falls back to the first', () => {
    localStorage.setItem('spokes.dealerId', '3');
    const grown = [{ id: 1, name: 'Aaa Fietsen' }, ...dealers];
    expect(renderHook(() => useChosenDealer(grown)).result.current[0]?.id).toBe(3);
    expect(renderHook(() => useChosenDealer([dealers[0]])).result.current[0]?.id).toBe(7);
    expect(renderHook(() => useChosenDealer([])).result.current[0]).toBeUndefined();
  });
});
