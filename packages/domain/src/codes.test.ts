import { describe, expect, it } from 'vitest';
import {
  BIKE_TYPE,
  BIKE_TYPES_IN_DISPLAY_ORDER,
  DEAL_STATUS,
  DEFAULT_LANGUAGE,
  FIELD_TYPE,
  LANGUAGES,
  LICENSE_PLATE_REGISTRATION_TYPE,
  LICENSE_PLATE_REQUEST_DEFAULT_FILTER,
  LICENSE_PLATE_REQUEST_STATUS,
  ORDER_LOG_TYPE,
  ORDER_STATUS,
  ORDER_STATUSES,
  bikeTypeById,
  isLanguageCode,
  languageById,
  orderLogTypeById,
  orderStatusById,
} from './codes';

describe('reference codes', () => {
  it('keeps the order status ids and indices of DOMAIN.md', () => {
    expect(ORDER_STATUSES.map((s) => [s.id, s.code, s.index])).toEqual([
      [1, 'NEW', 1],
      [2, 'SIGNED', 2],
      [6, 'SEND_TO_DECIDER', 3],
      [3, 'APPROVED', 4],
      [4, 'DELIVERABLE', 5],
      [5, 'DELIVERED', 6],
      [7, 'CANCELLED', 0],
      [8, 'REFUSED', -1],
      [9, 'TESTPURPOSES', 0],
    ]);
  });

  it('gives every table unique ids and keys equal to codes', () => {
    for (const table of [
      ORDER_STATUS,
      ORDER_LOG_TYPE,
      BIKE_TYPE,
      DEAL_STATUS,
      LICENSE_PLATE_REQUEST_STATUS,
    ]) {
      const rows = Object.entries(table);
      expect(new Set(rows.map(([, row]) => row.id)).size).toBe(rows.length);
      for (const [key, row] of rows) expect(row.code).toBe(key);
    }
  });

  it('lists the bike types mechanic, electric, speed pedelec, e-step', () => {
    expect(BIKE_TYPES_IN_DISPLAY_ORDER.map((t) => t.code)).toEqual([
      'MECHANIC_BIKE',
      'ELEC_BIKE',
      'SPEED_PEDELEC',
      'E-STEP',
    ]);
    expect(BIKE_TYPE.SPEED_PEDELEC.id).toBe(1);
  });

  it('has the nine order log types as document types', () => {
    expect(Object.values(ORDER_LOG_TYPE).map((t) => t.id)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9]);
    expect(orderLogTypeById(9)?.code).toBe('DOC705');
  });

  it('filters licence plate requests on 1, 2, 3, 4 and 7 by default', () => {
    expect(LICENSE_PLATE_REQUEST_DEFAULT_FILTER).toEqual([1, 2, 3, 4, 7]);
    expect(LICENSE_PLATE_REGISTRATION_TYPE.AUTOMATIC_REQUEST.id).toBe(2);
  });

  it('indexes the field types 1 to 7', () => {
    expect(Object.values(FIELD_TYPE).map((f) => f.index)).toEqual([1, 2, 3, 4, 5, 6, 7]);
  });

  it('looks ids up and answers undefined for an unknown id', () => {
    expect(orderStatusById(6)?.code).toBe('SEND_TO_DECIDER');
    expect(orderStatusById(42)).toBeUndefined();
    expect(bikeTypeById(4)?.code).toBe('E-STEP');
    expect(bikeTypeById(3)).toBeUndefined();
  });

  it('falls back to nl for an unknown language', () => {
    expect(DEFAULT_LANGUAGE).toBe('nl');
    expect(languageById(LANGUAGES.de.id)).toBe('de');
    expect(languageById(null)).toBe('nl');
    expect(languageById(99)).toBe('nl');
    expect(isLanguageCode('fr')).toBe(true);
    expect(isLanguageCode('es')).toBe(false);
  });
});
