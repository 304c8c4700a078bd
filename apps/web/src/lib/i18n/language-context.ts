import { createContext, useContext } from 'react';
import type { Language } from './language';

export type LanguageContextValue = {
  /** The language the interface shows now. */
  language: Language;
  /**
   * Loads the language's strings and locale if needed, saves the choice (in the profile when
   * signed in, in this browser always) and switches the interface at once, without a reload.
   * Rejects, with nothing changed, when the strings cannot be loaded or the profile not saved.
   */
  changeLanguage: (language: Language) => Promise<void>;
};

export const LanguageContext = createContext<LanguageContextValue | null>(null);

export function useLanguage(): LanguageContextValue {
  const value = useContext(LanguageContext);
  if (!value) throw new Error('useLanguage needs a LanguageProvider');
  return value;
}
