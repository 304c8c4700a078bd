import { describe, expect, it } from 'vitest';
import { infoPageLanguage, isInfoPageLanguage, isInfoPageSlug } from './info-pages';

describe('the info pages', () => {
  it('are French for fr users and Dutch for everyone else', () => {
    expect(infoPageLanguage('fr')).toBe('fr');
    expect(infoPageLanguage('nl')).toBe('nl');
    expect(infoPageLanguage('en')).toBe('nl');
    expect(infoPageLanguage('de')).toBe('nl');
    expect(infoPageLanguage(null)).toBe('nl');
  });

  it('know their four slugs and two languages', () => {
    expect(isInfoPageSlug('info-damage')).toBe(true);
    expect(isInfoPageSlug('settings')).toBe(false);
    expect(isInfoPageLanguage('fr')).toBe(true);
    expect(isInfoPageLanguage('en')).toBe(false);
  });
});
