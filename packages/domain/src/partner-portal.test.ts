import { describe, expect, it } from 'vitest';
import { usesPartnerPortal } from './partner-portal';

describe('usesPartnerPortal', () => {
  it('holds for a company linked to a partner integration', () => {
    expect(usesPartnerPortal({ partner_integration: 'KPMG' })).toBe(true);
  });

  it('does not hold without one, a blank name included', () => {
    expect(usesPartnerPortal({ partner_integration: null })).toBe(false);
    expect(usesPartnerPortal({ partner_integration: undefined })).toBe(false);
    expect(usesPartnerPortal({ partner_integration: '  ' })).toBe(false);
  });
});
