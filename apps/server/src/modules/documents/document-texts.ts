import type { LanguageCode } from '@spokes/domain/codes';
import { documents } from '../translations/catalogue/documents';

export type DocumentTextKey = keyof typeof documents;

/**
 * A text of a generated document in `language`, with {{placeholders}} filled. Read from the
 * shipped catalogue: a document must come out the same whether or not the strings table has
 * been edited, and the PDF labels are fixed in the template when it is made anyway.
 */
export function documentText(
  language: LanguageCode,
  key: DocumentTextKey,
  values: Record<string, string | number> = {},
): string {
  return documents[key][language].replace(/\{\{(\w+)\}\}/g, (placeholder, name: string) =>
    name in values ? String(values[name]) : placeholder,
  );
}
