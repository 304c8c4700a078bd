/** A named value of a message, as the API sends it (notification params, onError params). */
export type MessageParam = { name: string; value: string };

const PLACEHOLDER = /<<\s*([A-Za-z_][\w.]*)\s*>>/g;

/**
 * Fills the <<name>> placeholders of a translated message (spec 03, Notification) with the
 * values of the same name. A placeholder without a value stays as written, so a missing param
 * shows up instead of vanishing from the sentence.
 */
export function fillPlaceholders(text: string, params: readonly MessageParam[]): string {
  const values = new Map(params.map((param) => [param.name, param.value]));
  return text.replace(PLACEHOLDER, (placeholder, name: string) => values.get(name) ?? placeholder);
}
