import { describe, expect, it } from 'vitest';
import { ORDER_STATUSES, type OrderStatusCode } from './codes';
import {
  employerDocuments,
  employerStepBar,
  employerStepIndex,
  isBikeLocked,
  isDocumentBlockedWithoutPlate,
  isEmployerEditLocked,
  isExcludedFromEmployerLists,
  isNegativeStatus,
  inLifecycleOrder,
  orderStatusesByIndex,
  supersededDocuments,
  validateStatusChange,
} from './order-status';

const codes = ORDER_STATUSES.map((s) => s.code);

describe('employer view of order statuses', () => {
  it('leaves NEW and TESTPURPOSES out of employer lists', () => {
    expect(codes.filter(isExcludedFromEmployerLists)).toEqual(['NEW', 'TESTPURPOSES']);
  });

  it('locks employer edits from APPROVED on and for REFUSED', () => {
    expect(codes.filter(isEmployerEditLocked)).toEqual(['APPROVED', 'DELIVERABLE', 'DELIVERED', 'REFUSED']);
  });

  it('shows the 0-based step index - 1', () => {
    const steps: [OrderStatusCode, number][] = [
      ['NEW', 0],
      ['SIGNED', 1],
      ['SEND_TO_DECIDER', 2],
      ['APPROVED', 3],
      ['DELIVERABLE', 4],
      ['DELIVERED', 5],
    ];
    for (const [code, step] of steps) {
      expect(employerStepIndex(code)).toBe(step);
      expect(employerStepBar(code)).toMatchObject({ current: step, error: false });
      expect(employerStepBar(code).steps).toHaveLength(6);
    }
  });

  it('shows a refusal on the four-step error bar', () => {
    expect(employerStepBar('REFUSED')).toEqual({
      steps: ['NEW', 'SIGNED', 'SEND_TO_DECIDER', 'REFUSED'],
      current: 3,
      error: true,
    });
    expect(isNegativeStatus('REFUSED')).toBe(true);
    expect(isNegativeStatus('CANCELLED')).toBe(false);
  });

  it('shows cancelled orders with no step reached, in error style', () => {
    expect(employerStepBar('CANCELLED')).toMatchObject({ current: -1, error: true });
    expect(employerStepBar('TESTPURPOSES')).toMatchObject({ current: -1, error: false });
  });
});

describe('status changes', () => {
  it('offers the statuses sorted by index', () => {
    expect(orderStatusesByIndex().map((s) => s.index)).toEqual([-1, 0, 0, 1, 2, 3, 4, 5, 6]);
  });

  it('refuses choosing the current status', () => {
    expect(validateStatusChange('SIGNED', 'SIGNED')).toEqual({ ok: false, error: 'SAME_STATUS' });
    expect(validateStatusChange('SIGNED', 'APPROVED')).toEqual({ ok: true, value: 'APPROVED' });
  });
});

describe('bike lock', () => {
  it('locks the bike at deal status INVOICED except for super users', () => {
    expect(isBikeLocked(6, false)).toBe(true);
    expect(isBikeLocked(6, true)).toBe(false);
    expect(isBikeLocked(5, false)).toBe(false);
    expect(isBikeLocked(null, false)).toBe(false);
  });
});

describe('employer document list', () => {
  const log = (id: number, order_log_type_fk: number, hidden = false) => ({ id, order_log_type_fk, hidden });

  it('lets a signed document supersede its original (2 over 1, 6 over 3)', () => {
    const logs = [log(1, 1), log(2, 2), log(3, 3), log(4, 6), log(5, 5)];
    expect(supersededDocuments(logs).map((l) => l.id)).toEqual([1, 3]);
    expect(employerDocuments(logs).map((l) => l.id)).toEqual([2, 4, 5]);
  });

  it('keeps the original while the signed version is missing or hidden', () => {
    const logs = [log(1, 1), log(2, 2, true), log(3, 3)];
    expect(employerDocuments(logs).map((l) => l.id)).toEqual([1, 3]);
  });

  it('never shows hidden logs', () => {
    expect(employerDocuments([log(1, 7, true), log(2, 4)]).map((l) => l.id)).toEqual([2]);
  });

  it('blocks a speed pedelec receipt without a licence plate', () => {
    expect(isDocumentBlockedWithoutPlate(3, 1, '')).toBe(true);
    expect(isDocumentBlockedWithoutPlate(3, 1, '1ABC234')).toBe(false);
    expect(isDocumentBlockedWithoutPlate(3, 5, null)).toBe(false);
    expect(isDocumentBlockedWithoutPlate(4, 1, null)).toBe(false);
  });
});

describe('status filters', () => {
  it('list the lifecycle first, then cancelled, refused and test', () => {
    const shuffled = [...ORDER_STATUSES].sort((a, b) => a.index - b.index || b.id - a.id);
    expect(inLifecycleOrder(shuffled).map((s) => s.name)).toEqual([
      'Nieuw',
      'Getekend',
      'Verzonden naar beslisser',
      'Goedgekeurd',
      'Klaar voor levering',
      'Geleverd',
      'Geannuleerd',
      'Geweigerd',
      'Test',
    ]);
  });
});
