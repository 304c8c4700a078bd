import type { Locator } from '@playwright/test';

/**
 * Counts what a person does on the way to a goal: every click, typed field, key press and
 * choice made through it is one action. Core-loop journeys assert their counts (issue 21), so
 * a screen that grows an extra step fails a test instead of going unnoticed.
 */
export class ActionCounter {
  readonly actions: string[] = [];

  get count(): number {
    return this.actions.length;
  }

  async click(target: Locator, label = String(target)) {
    await target.click();
    this.actions.push(`click ${label}`);
  }

  async fill(target: Locator, value: string, label = String(target)) {
    await target.fill(value);
    this.actions.push(`fill ${label}`);
  }

  async press(target: Locator, key: string, label = String(target)) {
    await target.press(key);
    this.actions.push(`press ${key} in ${label}`);
  }

  async select(target: Locator, value: string, label = String(target)) {
    await target.selectOption(value);
    this.actions.push(`select ${value} in ${label}`);
  }
}
