import { useState } from 'react';
import { App, Layout, Menu } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link, Outlet, useLocation } from 'react-router';
import { Logo } from '../../components/logo';
import { useLiveUnreadCount } from '../../features/notifications/hooks/use-live-unread-count';
import { useViewer } from '../../lib/viewer/viewer-context';
import { employersPortalMenuItems, selectedMenuKey, visibleMenuItems } from './menu-items';
import { navigationItems, signOutItem, signOutKey } from './navigation-items';
import { useSignOut } from './use-sign-out';

/** The employer portal frame: a collapsible dark side menu (spec 02 section 2, spec 03 section 2.6). */
function EmployersPortalFrame() {
  const viewer = useViewer();
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const signOut = useSignOut();
  const [collapsed, setCollapsed] = useState(false);
  const unreadCount = useLiveUnreadCount();
  const items = visibleMenuItems(employersPortalMenuItems, viewer);
  const selected = selectedMenuKey(items, pathname);

  return (
    <Layout style={{ minHeight: '100vh' }}>
      <Layout.Sider
        collapsible
        collapsed={collapsed}
        onCollapse={setCollapsed}
        breakpoint="lg"
        theme="dark"
        width={220}
      >
        <Link
          to="/"
          // Expanded, the logo's text names the link (WCAG 2.5.3, label in name); collapsed it has none.
          aria-label={collapsed ? t('common.home') : undefined}
          title={t('common.home')}
          style={{
            display: 'flex',
            alignItems: 'center',
            height: 64,
            padding: collapsed ? '0 26px' : '0 24px',
          }}
        >
          <Logo light compact={collapsed} />
        </Link>
        <Menu
          theme="dark"
          mode="inline"
          selectedKeys={selected ? [selected] : []}
          items={[
            ...navigationItems(items, viewer, t, { counts: { inbox: unreadCount }, collapsed }),
            signOutItem(t),
          ]}
          onClick={({ key }) => key === signOutKey && signOut()}
        />
      </Layout.Sider>
      <Layout>
        <Layout.Content style={{ padding: 24 }}>
          <Outlet />
        </Layout.Content>
      </Layout>
    </Layout>
  );
}

/** Ant Design's App gives the pages of this area `App.useApp()` for messages and modals. */
export function EmployersPortalLayout() {
  return (
    <App component={false}>
      <EmployersPortalFrame />
    </App>
  );
}
