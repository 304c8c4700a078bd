import { theme as antTheme } from 'antd';
import type { Plugin } from 'vite';
import { theme } from './src/lib/theme';

/** The Ant Design tokens the light sign-in components use (src/components/light/light.css). */
const usedTokens = [
  'colorPrimary',
  'colorPrimaryHover',
  'colorPrimaryActive',
  'colorLink',
  'colorLinkHover',
  'colorText',
  'colorTextSecondary',
  'colorTextHeading',
  'colorTextPlaceholder',
  'colorTextDisabled',
  'colorTextLightSolid',
  'colorIcon',
  'colorBorder',
  'colorBgContainer',
  'colorBgContainerDisabled',
  'colorBgLayout',
  'colorError',
  'colorErrorHover',
  'colorErrorBg',
  'colorErrorBorder',
  'colorErrorOutline',
  'colorSuccess',
  'colorSuccessBg',
  'colorSuccessBorder',
  'colorWarning',
  'colorWarningBg',
  'colorWarningBorder',
  'controlOutline',
  'borderRadius',
  'borderRadiusLG',
  'fontFamily',
  'fontSize',
  'fontSizeLG',
  'fontSizeHeading3',
  'fontWeightStrong',
  'controlHeightLG',
  'lineHeight',
  'boxShadowTertiary',
] as const;

const pixelTokens = new Set<string>([
  'borderRadius',
  'borderRadiusLG',
  'fontSize',
  'fontSizeLG',
  'fontSizeHeading3',
  'controlHeightLG',
]);

const kebab = (name: string) => name.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`);

/**
 * The app theme's Ant Design tokens as CSS variables (`--spokes-color-primary`…) in index.html,
 * computed at build time from src/app/theme.ts: the sign-in page looks like Ant Design without
 * loading it (issue 7: at most 150 kB of JavaScript before signing in).
 */
export function antDesignTokens(): Plugin {
  return {
    name: 'spokes-ant-design-tokens',
    transformIndexHtml() {
      const tokens = antTheme.getDesignToken(theme);
      const declarations = usedTokens.map((name) => {
        const value = tokens[name];
        const css = pixelTokens.has(name) ? `${value}px` : String(value).replace(/\s+/g, ' ').trim();
        return `--spokes-${kebab(name)}:${css};`;
      });
      return [{ tag: 'style', children: `:root{${declarations.join('')}}`, injectTo: 'head-prepend' }];
    },
  };
}
