import { describe, expect, it } from 'vitest';
import { CONTRACT_END_STATUS_CODES, ORDER_STATUSES } from './codes';
import { validateContractEndStatus } from './contract-end-status';

describe('validateContractEndStatus', () => {
  it('sets every contract end status of a delivered order', () => {
    for (const code of CONTRACT_END_STATUS_CODES)
      expect(validateContractEndStatus('DELIVERED', code)).toEqual({ ok: true, value: code });
  });

  it('refuses one before delivery, and on cancelled, refused and test orders', () => {
    for (const status of ORDER_STATUSES.filter(({ code }) => code !== 'DELIVERED'))
      expect(validateContractEndStatus(status.code, 'RETURN')).toEqual({
        ok: false,
        error: 'CONTRACT_END_BEFORE_DELIVERY',
      });
  });

  it('clears it in any status, so a status set back by hand can lose it too', () => {
    for (const status of ORDER_STATUSES)
      expect(validateContractEndStatus(status.code, null)).toEqual({ ok: true, value: null });
  });
});
