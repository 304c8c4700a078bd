import { useContext } from 'react';
import { ConfigProvider } from 'antd';
import { Outlet } from 'react-router';
import { usePrefersReducedMotion } from '../lib/reduced-motion';
import { theme } from '../lib/theme';
import { AntDesignLocaleContext } from './ant-design-locale';

const stillTheme = { ...theme, token: { ...theme.token, motion: false } };

/**
 * Dialogs, drawers and popups go straight into the body. By default each gets a wrapper of its
 * own, attached to the page only after its content mounted: without an opening animation (motion
 * off) a field's `autoFocus` then ran while it was outside the page, and the dialog's focus trap
 * put the focus on its close button.
 */
const popupContainer = () => document.body;

/**
 * Ant Design's theme and the interface language's locale around every route that uses Ant
 * Design: a lazily loaded route element, so the sign-in page (plain elements with the same
 * tokens) loads none of it. Its motion stops when the person's system asks for less.
 */
export function AntDesignRoot() {
  const locale = useContext(AntDesignLocaleContext);
  const reducedMotion = usePrefersReducedMotion();
  return (
    <ConfigProvider
      locale={locale}
      theme={reducedMotion ? stillTheme : theme}
      getPopupContainer={popupContainer}
    >
      <Outlet />
    </ConfigProvider>
  );
}
