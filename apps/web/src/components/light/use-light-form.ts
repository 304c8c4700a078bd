import { useState, type FormEvent } from 'react';

type Values = Record<string, string>;
/** Each field's check: the message to show, or null when the value is fine. */
export type Rules<V extends Values> = { [K in keyof V]: (value: string) => string | null };

const emailPattern = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** Loosely a mail address, as Ant Design's `type: 'email'` rule checks it; the server decides. */
export function looksLikeEmail(value: string): boolean {
  return emailPattern.test(value.trim());
}

/**
 * The little of Ant Design's Form that the sign-in pages use: values, a check per field shown
 * once the field was edited or a submit was tried, and a submit that only passes valid values.
 * Rules are read at render, so their messages follow a language switch.
 */
export function useLightForm<V extends Values>(initial: V, rules: Rules<V>) {
  const [values, setValues] = useState(initial);
  const [checked, setChecked] = useState<ReadonlySet<keyof V>>(new Set());
  const names = Object.keys(rules) as (keyof V)[];

  const field = (name: keyof V) => ({
    value: values[name],
    error: checked.has(name) ? rules[name](values[name]) : null,
    onChange: (value: string) => {
      setValues((current) => ({ ...current, [name]: value }));
      setChecked((current) => new Set(current).add(name));
    },
  });

  const handleSubmit = (onValid: (values: V) => void) => (event: FormEvent) => {
    event.preventDefault();
    setChecked(new Set(names));
    if (names.every((name) => rules[name](values[name]) === null)) onValid(values);
  };

  return { values, field, handleSubmit };
}
