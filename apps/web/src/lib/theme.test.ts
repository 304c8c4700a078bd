import { theme as antdTheme } from 'antd';
import { describe, expect, it } from 'vitest';
import { theme } from './theme';

/** WCAG 2 contrast ratio of two opaque #rrggbb colours. */
function contrast(a: string, b: string): number {
  const luminance = (hex: string) => {
    const [r, g, b] = [1, 3, 5].map((at) => {
      const channel = parseInt(hex.slice(at, at + 2), 16) / 255;
      return channel <= 0.03928 ? channel / 12.92 : ((channel + 0.055) / 1.055) ** 2.4;
    });
    return 0.2126 * r + 0.7152 * g + 0.0722 * b;
  };
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (light + 0.05) / (dark + 0.05);
}

describe('theme', () => {
  const token = antdTheme.getDesignToken(theme);

  it('keeps links readable (WCAG AA) on selected rows, options and menu items, also hovered', () => {
    expect(contrast(token.colorLink, token.controlItemBgActive)).toBeGreaterThanOrEqual(4.5);
    expect(contrast(token.colorLink, token.controlItemBgActiveHover)).toBeGreaterThanOrEqual(4.5);
  });
});
