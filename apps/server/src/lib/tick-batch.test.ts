import { describe, expect, it } from 'vitest';
import { batchedByTick } from './tick-batch';

describe('batchedByTick', () => {
  it('reads the distinct keys asked for in one tick with one load, and answers each caller', async () => {
    const loads: number[][] = [];
    const get = batchedByTick(async (keys: number[]) => {
      loads.push(keys);
      return new Map(keys.filter((key) => key !== 3).map((key) => [key, `row ${key}`]));
    });
    const answers = await Promise.all([get(1), get(2), get(1), get(3)]);
    expect(answers).toEqual(['row 1', 'row 2', 'row 1', undefined]);
    expect(loads).toEqual([[1, 2, 3]]);
    expect(await get(2)).toBe('row 2');
    expect(loads).toEqual([[1, 2, 3], [2]]);
  });

  it('rejects every caller of a tick whose load failed, and loads again on the next tick', async () => {
    let fail = true;
    const get = batchedByTick(async (keys: string[]) => {
      if (fail) throw new Error('database gone');
      return new Map(keys.map((key) => [key, key.toUpperCase()]));
    });
    const first = [get('a'), get('b')];
    await expect(first[0]).rejects.toThrow('database gone');
    await expect(first[1]).rejects.toThrow('database gone');
    fail = false;
    expect(await get('a')).toBe('A');
  });
});
