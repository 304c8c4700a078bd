import type { TFunction } from 'i18next';
import { describe, expect, it } from 'vitest';
import { describeOrderHistoryEntry } from './order-history-entry';

const t = ((key: string) => key) as TFunction;
const names = { brands: new Map<string, string>() };

describe('describeOrderHistoryEntry', () => {
  it('shows a service pass in groups of four and a sticker with its prefix, as the bike panel does', () => {
    const bike = (field: string, old_value: string | null, new_value: string) =>
      describeOrderHistoryEntry({ kind: 'bike', field, old_value, new_value }, t, names);
    expect(bike('service_pass', null, '3120123456789012345')).toBe(
      'bike.servicePass: 3120 1234 5678 9012 345',
    );
    expect(bike('sticker_number', '12345678', '87654321')).toBe(
      'bike.stickerNumber: BIKE12345678 → BIKE87654321',
    );
  });
});

describe('describeOrderHistoryEntry, issue 30', () => {
  it('names the policy that decided and whom a delegate decided for', () => {
    const order = (field: string, new_value: string) =>
      describeOrderHistoryEntry({ kind: 'order', field, old_value: null, new_value }, t, names);
    expect(order('employer_policy', 'Holding Noord')).toBe('orderHistory.fieldEmployerPolicy: Holding Noord');
    expect(order('decided_for', 'Eva Werkgever')).toBe('orderHistory.fieldDecidedFor: Eva Werkgever');
  });
});
