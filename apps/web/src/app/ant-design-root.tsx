import { useContext } from 'react';
import { ConfigProvider } from 'antd';
import { Outlet } from 'react-router';
import { theme } from '../lib/theme';
import { AntDesignLocaleContext } from './ant-design-locale';

/**
 * Ant Design's theme and the interface language's locale around every route that uses Ant
 * Design: a lazily loaded route element, so the sign-in page (plain elements with the same
 * tokens) loads none of it.
 */
export function AntDesignRoot() {
  const locale = useContext(AntDesignLocaleContext);
  return (
    <ConfigProvider locale={locale} theme={theme}>
      <Outlet />
    </ConfigProvider>
  );
}
