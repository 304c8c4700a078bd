import type { ThemeConfig } from 'antd';

export const theme: ThemeConfig = {
  token: { colorPrimary: '#0b6e4f', colorLink: '#0b6e4f', borderRadius: 6 },
  components: { Layout: { headerBg: '#ffffff', headerPadding: '0 24px' } },
};
