import { theme as antdTheme, type ThemeConfig } from 'antd';

// Ant Design's own palette, for the shades the overrides below pick.
const palette = antdTheme.getDesignToken();

export const theme: ThemeConfig = {
  token: {
    colorPrimary: '#0b6e4f',
    colorLink: '#0b6e4f',
    // A dark seed gets mid-grey "light" shades from Ant Design's palette: selected rows, options
    // and menu items sat on #9cada5, where links and primary text fall to 2.7:1. Light tints of the
    // seed instead (links at 5.3:1 and 4.8:1 on them).
    colorPrimaryBg: '#e3f0ea',
    colorPrimaryBgHover: '#d2e7dd',
    borderRadius: 6,
    // Ant Design's secondary text, empty states and placeholders fall under WCAG AA's 4.5:1 on
    // white and on the layout's grey; these keep the same greys, darker (checked by axe in e2e).
    colorTextDescription: 'rgba(0, 0, 0, 0.65)',
    colorTextTertiary: 'rgba(0, 0, 0, 0.65)',
    colorTextPlaceholder: 'rgba(0, 0, 0, 0.6)',
    // The default red (#ff4d4f) writes danger buttons and error texts at 3.3:1 on white.
    colorError: '#cf1322',
    // Tags write in the 7th shade of their preset colour: cyan's (outbox and portal user tags) is
    // under 4.5:1. Ant Design derives the shades from this seed; overriding cyan7 alone has no effect.
    cyan: '#006d75',
  },
  components: {
    Layout: { headerBg: '#ffffff', headerPadding: '0 24px' },
    // Status tags write in the status colour on its lightest shade: success's green and
    // processing's blue reach 2.2:1 and 3.9:1 there (webhook results); these shades reach 4.5:1.
    Tag: { colorSuccess: palette.green8, colorInfo: palette.blue7 },
  },
};
