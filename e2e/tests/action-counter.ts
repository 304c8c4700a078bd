import type { Locator, Page } from '@playwright/test';
import { chooseOption } from './helpers';

/**
 * Counts the actions a person takes on the way through a journey (the core loops of issue 21): every click, every field
 * filled, every key pressed and every native option chosen is one. An Ant Design select is a
 * click to open and a click (or a key) to pick: two actions, counted as the two they are.
 */
export class ActionCounter {
  /** What was done, in order: the count is its length, and a failing count reads where they went. */
  readonly actions: string[] = [];

  constructor(private readonly page: Page) {}

  get count() {
    return this.actions.length;
  }

  /** `label` names the target in the list of actions when its locator would not read well. */
  async click(target: Locator, label = String(target)) {
    this.actions.push(`click ${label}`);
    await target.click();
  }

  async fill(target: Locator, value: string, label = String(target)) {
    this.actions.push(`fill ${label}`);
    await target.fill(value);
  }

  /** A key pressed in the focused element, or in `target`. */
  async press(key: string, target?: Locator) {
    this.actions.push(`press ${key}${target ? ` in ${target}` : ''}`);
    await (target ? target.press(key) : this.page.keyboard.press(key));
  }

  /** Files chosen in a file input: one choice each, as a person picks them one by one. */
  async choose(target: Locator, files: Parameters<Locator['setInputFiles']>[0], label = String(target)) {
    const count = Array.isArray(files) ? files.length : 1;
    for (let index = 0; index < count; index++) this.actions.push(`choose a file in ${label}`);
    await target.setInputFiles(files);
  }

  /**
   * An option of an Ant Design select: a click to open it and a click to pick, two actions. Picked
   * again when the click met a list still sliding in (`chooseOption`), which a person would notice.
   */
  async pick(field: Locator, option: (list: Locator) => Locator, label = String(field)) {
    this.actions.push(`click ${label}`, `click an option of ${label}`);
    await chooseOption(this.page, field, option);
  }

  /** An option of a native `<select>`. */
  async select(target: Locator, option: string) {
    this.actions.push(`select ${option} in ${target}`);
    await target.selectOption(option);
  }
}

export function countActions(page: Page) {
  return new ActionCounter(page);
}
