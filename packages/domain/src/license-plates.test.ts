import { describe, expect, it } from 'vitest';
import { licensePlateRequestChangesSchema } from './license-plate-schemas';
import { automaticDates, licensePlateRequestAfterSave } from './license-plates';

const before = {
  license_number: null,
  license_plate_request_status_fk: 2,
  registration_date: null,
  license_plate_sent_to_dealer_date: null,
};

describe('licence plate request rules', () => {
  it('registers the request (status 4, date today) when the licence number changes', () => {
    expect(licensePlateRequestAfterSave(before, { license_number: 'SAB123' }, '2026-11-26')).toEqual({
      license_number: 'SAB123',
      license_plate_request_status_fk: 4,
      registration_date: '2026-11-26',
      license_plate_sent_to_dealer_date: null,
      registered: true,
    });
  });

  it('does not register again for the same licence number', () => {
    const registered = { ...before, license_number: 'SAB123', license_plate_request_status_fk: 5 };
    expect(
      licensePlateRequestAfterSave(registered, { license_number: 'SAB123' }, '2026-11-26'),
    ).toMatchObject({
      license_plate_request_status_fk: 5,
      registered: false,
    });
  });

  it('fills each date only when it is empty and the status asks for it', () => {
    expect(automaticDates(before, 5, '2026-11-26')).toEqual({
      registration_date: null,
      license_plate_sent_to_dealer_date: '2026-11-26',
    });
    expect(
      automaticDates({ ...before, license_plate_sent_to_dealer_date: '2026-01-01' }, 6, '2026-11-26'),
    ).toEqual({
      registration_date: null,
      license_plate_sent_to_dealer_date: '2026-01-01',
    });
    expect(automaticDates(before, 7, '2026-11-26')).toEqual({
      registration_date: null,
      license_plate_sent_to_dealer_date: null,
    });
  });

  it('normalises the licence number as the bike form does and refuses to empty a required cell', () => {
    expect(licensePlateRequestChangesSchema.parse({ license_number: ' 1-abc-23 ' })).toEqual({
      license_number: '1ABC23',
    });
    expect(licensePlateRequestChangesSchema.safeParse({ license_number: '--' }).success).toBe(false);
    expect(licensePlateRequestChangesSchema.safeParse({ control_number: null }).success).toBe(false);
    expect(licensePlateRequestChangesSchema.parse({ barcode_x12: '' })).toEqual({ barcode_x12: null });
    expect(licensePlateRequestChangesSchema.safeParse({ registration_date: '26/11/2026' }).success).toBe(
      false,
    );
  });
});
