import { describe, expect, it } from 'vitest';
import { dealerTopBarItems, employersPortalMenuItems, selectedMenuKey } from './menu-items';

describe('selectedMenuKey', () => {
  it('marks Info on each info page and Contact on its own, on the dealer side and in the portal', () => {
    expect(selectedMenuKey(dealerTopBarItems, '/info-damage')).toBe('info');
    expect(selectedMenuKey(dealerTopBarItems, '/info')).toBe('info');
    expect(selectedMenuKey(dealerTopBarItems, '/contact')).toBe('contact');
    expect(selectedMenuKey(employersPortalMenuItems, '/employersportal/info-end-of-lease')).toBe('info');
    expect(selectedMenuKey(employersPortalMenuItems, '/employersportal/contact')).toBe('contact');
  });

  it('keeps the longest route winning: the inbox only on its own page', () => {
    expect(selectedMenuKey(employersPortalMenuItems, '/employersportal')).toBe('inbox');
    expect(selectedMenuKey(employersPortalMenuItems, '/employersportal/quotations/12')).toBe('quotations');
  });
});
