import { describe, expect, it } from 'vitest';
import { compareStartingAmount, packsOf } from './service-passes';

describe('packs of added service passes', () => {
  it('records a run of consecutive barcodes as one pack named by its first barcode', () => {
    expect(packsOf(['3120000000000000012', '3120000000000000010', '3120000000000000011'])).toEqual([
      { barcode: '3120000000000000010', first_in_pack: '3120000000000000010' },
      { barcode: '3120000000000000011', first_in_pack: '3120000000000000010' },
      { barcode: '3120000000000000012', first_in_pack: '3120000000000000010' },
    ]);
  });

  it('splits a batch at a gap and leaves a lone barcode in no pack', () => {
    expect(packsOf(['3120000000000000001', '3120000000000000002', '3120000000000000009'])).toEqual([
      { barcode: '3120000000000000001', first_in_pack: '3120000000000000001' },
      { barcode: '3120000000000000002', first_in_pack: '3120000000000000001' },
      { barcode: '3120000000000000009', first_in_pack: null },
    ]);
  });

  it('counts a barcode typed twice once, and carries over 19 digits without rounding', () => {
    expect(packsOf(['9999999999999999998', '9999999999999999999', '9999999999999999998'])).toEqual([
      { barcode: '9999999999999999998', first_in_pack: '9999999999999999998' },
      { barcode: '9999999999999999999', first_in_pack: '9999999999999999998' },
    ]);
  });
});

describe('the starting amount against what the card was loaded with', () => {
  it('matches, differs, or cannot tell', () => {
    expect(compareStartingAmount(15000, 15000)).toBe('match');
    expect(compareStartingAmount(15000, 10000)).toBe('mismatch');
    expect(compareStartingAmount(15000, null)).toBe('unknown');
  });
});
