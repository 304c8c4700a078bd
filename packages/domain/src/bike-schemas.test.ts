import { describe, expect, it } from 'vitest';
import {
  bikeFormSchema,
  isBikeInfoComplete,
  servicePassBarcodesSchema,
  speedPedelecDocumentsSchema,
} from './bike-schemas';
import { issueCodes } from './schemas';

const speedPedelecBike = {
  bike_brand_fk: 3,
  model: ' Stromer ST3 ',
  key_number_1: 'k1',
  frame_number: 'wvwzzz1jz3w386752',
  sticker_number: '12345678',
  license_number: 's-abc-123',
  accu_number: 'bat-001',
  control_number: '123',
  service_pass: '3120 1234 5678 9012 345',
};

function codes(schema: ReturnType<typeof bikeFormSchema>, input: unknown) {
  const result = schema.safeParse(input);
  return result.success ? {} : issueCodes(result.error);
}

describe('bike form schema', () => {
  it('normalises a complete speed pedelec bike', () => {
    expect(bikeFormSchema(1, 1500).parse(speedPedelecBike)).toEqual({
      bike_brand_fk: 3,
      model: 'Stromer ST3',
      comment: null,
      key_number_1: 'K1',
      key_number_2: null,
      frame_number: 'WVWZZZ1JZ3W386752',
      sticker_number: '12345678',
      license_number: 'SABC123',
      accu_number: 'bat-001',
      control_number: '123',
      barcode_x12: null,
      service_pass: '3120123456789012345',
    });
  });

  it('reports each broken rule of a speed pedelec with its code', () => {
    expect(
      codes(bikeFormSchema(1, 1500), {
        ...speedPedelecBike,
        bike_brand_fk: undefined,
        frame_number: 'short',
        sticker_number: '123',
        license_number: '',
        accu_number: 'abc',
        control_number: '12',
        barcode_x12: '12',
        service_pass: '3120',
      }),
    ).toEqual({
      bike_brand_fk: 'errors.required',
      frame_number: 'FRAME_NUMBER_LENGTH',
      sticker_number: 'STICKER_NUMBER_FORMAT',
      license_number: 'REQUIRED',
      accu_number: 'BATTERY_NUMBER_TOO_SHORT',
      control_number: 'CONTROL_NUMBER_FORMAT',
      barcode_x12: 'X12_REFERENCE_FORMAT',
      service_pass: 'SERVICE_PASS_LENGTH',
    });
  });

  it('needs only brand, key and frame number for a mechanic bike without maintenance', () => {
    const values = bikeFormSchema(2, 0).parse({ bike_brand_fk: 1, key_number_1: 'a1', frame_number: 'x9' });
    expect(values).toMatchObject({
      frame_number: 'X9',
      license_number: null,
      accu_number: null,
      service_pass: null,
    });
  });

  it('requires a service pass when the quotation includes maintenance', () => {
    const input = { bike_brand_fk: 1, key_number_1: 'a1', frame_number: 'x9' };
    expect(codes(bikeFormSchema(2, 800), input)).toEqual({ service_pass: 'REQUIRED' });
  });

  it('needs 17 characters and a battery number for an electric bike, but no plate', () => {
    const input = { bike_brand_fk: 1, key_number_1: 'a1', frame_number: 'x9' };
    expect(codes(bikeFormSchema(5, 0), input)).toEqual({
      frame_number: 'FRAME_NUMBER_LENGTH',
      accu_number: 'REQUIRED',
    });
  });
});

describe('complete bike data (for the receipt)', () => {
  const stored = {
    bike_brand_fk: 3,
    key_number_1: 'k1',
    frame_number: 'F1',
    model: null,
    service_pass: null,
  };

  it('holds when the stored bike passes the bike form', () => {
    expect(isBikeInfoComplete(stored, 2, 0)).toBe(true);
  });

  it('fails without a bike, a brand, or the service pass that maintenance needs', () => {
    expect(isBikeInfoComplete(null, 2, 0)).toBe(false);
    expect(isBikeInfoComplete({ ...stored, bike_brand_fk: null }, 2, 0)).toBe(false);
    expect(isBikeInfoComplete(stored, 2, 1200)).toBe(false);
    expect(isBikeInfoComplete({ ...stored, service_pass: '3120123456789012345' }, 2, 1200)).toBe(true);
  });
});

describe('speed pedelec documents and service pass barcodes', () => {
  it('needs the registration data', () => {
    const result = speedPedelecDocumentsSchema.safeParse({
      frame_number: 'WVWZZZ1JZ3W386752',
      accu_number: 'BAT1',
      control_number: '123',
      barcode_x12: '123456789',
    });
    expect(result.success).toBe(true);
    const failed = speedPedelecDocumentsSchema.safeParse({
      frame_number: 'WVWZZZ1JZ3W386752',
      accu_number: 'BAT1',
      control_number: '123',
    });
    expect(failed.success ? null : issueCodes(failed.error)).toEqual({ barcode_x12: 'REQUIRED' });
  });

  it('needs at least one barcode of 19 digits', () => {
    expect(servicePassBarcodesSchema.parse({ barcodes: ['3120 1234 5678 9012 345'] })).toEqual({
      barcodes: ['3120123456789012345'],
    });
    const failed = servicePassBarcodesSchema.safeParse({ barcodes: [] });
    expect(failed.success ? null : failed.error.issues[0]?.message).toBe('errors.noServicePassesAdded');
    const letters = servicePassBarcodesSchema.safeParse({ barcodes: ['3120A'] });
    expect(letters.success ? null : issueCodes(letters.error)).toEqual({ 'barcodes.0': 'DIGITS_ONLY' });
  });
});
