import { describe, expect, it } from 'vitest';
import { licensePlateRequiredForDownload } from './document-rules';

describe('licence plate before a receipt download', () => {
  it('blocks the receipt of a speed pedelec without a plate', () => {
    expect(licensePlateRequiredForDownload({ bikeTypeId: 1, orderLogTypeId: 3, licenseNumber: null })).toBe(
      true,
    );
    expect(licensePlateRequiredForDownload({ bikeTypeId: 1, orderLogTypeId: 3, licenseNumber: '  ' })).toBe(
      true,
    );
  });

  it('allows it once the plate is known, and never blocks other bikes or documents', () => {
    expect(
      licensePlateRequiredForDownload({ bikeTypeId: 1, orderLogTypeId: 3, licenseNumber: 'S1ABC23' }),
    ).toBe(false);
    expect(licensePlateRequiredForDownload({ bikeTypeId: 5, orderLogTypeId: 3, licenseNumber: null })).toBe(
      false,
    );
    expect(licensePlateRequiredForDownload({ bikeTypeId: 1, orderLogTypeId: 6, licenseNumber: null })).toBe(
      false,
    );
  });
});
