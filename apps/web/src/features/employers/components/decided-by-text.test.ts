import type { TFunction } from 'i18next';
import { describe, expect, it } from 'vitest';
import { decidedByText } from './decided-by-text';

// A t() that shows the key with its values, so the test reads which text and what fills it.
const t = ((key: string, values?: Record<string, string>) =>
  values ? `${key} ${JSON.stringify(values)}` : key) as unknown as TFunction;

describe('decidedByText', () => {
  it('names the policy that approved or refused', () => {
    expect(decidedByText(t, 'approve', { by: 'Holding Noord', for: null, policyCompanyId: 1 })).toBe(
      'employerPolicies.approvedByPolicyOf {"company":"Holding Noord"}',
    );
    expect(decidedByText(t, 'refuse', { by: 'Holding Noord', for: null, policyCompanyId: 1 })).toBe(
      'employerPolicies.refusedByPolicyOf {"company":"Holding Noord"}',
    );
  });

  it('says whom a delegate decided for, and a plain name otherwise', () => {
    expect(
      decidedByText(t, 'approve', { by: 'Elke Vervanger', for: 'Eva Werkgever', policyCompanyId: null }),
    ).toBe('employerPolicies.decidedFor {"name":"Elke Vervanger","for":"Eva Werkgever"}');
    expect(decidedByText(t, 'refuse', { by: 'Eva Werkgever', for: null, policyCompanyId: null })).toBe(
      'Eva Werkgever',
    );
    expect(decidedByText(t, 'approve', { by: null, for: null, policyCompanyId: null })).toBe('');
  });
});
