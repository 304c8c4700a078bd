import { DownOutlined, UserOutlined } from '@ant-design/icons';
import { App, Button, Dropdown, Flex, Layout, Menu, theme } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link, Outlet, useLocation } from 'react-router';
import { Logo } from '../../components/logo';
import { useLiveUnreadCount } from '../../features/notifications/hooks/use-live-unread-count';
import { useViewer } from '../../lib/viewer/viewer-context';
import { DealerSelector } from './dealer-selector';
import { dealerTopBarItems, dealerUserMenuItems, selectedMenuKey, visibleMenuItems } from './menu-items';
import { navigationItems, signOutItem, signOutKey } from './navigation-items';
import { useSignOut } from './use-sign-out';

/** The dealer and back-office frame: a top bar with the dealer selector, links and the user menu. */
function DealerFrame() {
  const viewer = useViewer();
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const { token } = theme.useToken();
  const signOut = useSignOut();
  const topBarItems = visibleMenuItems(dealerTopBarItems, viewer);
  const userMenuItems = visibleMenuItems(dealerUserMenuItems, viewer);
  const selected = selectedMenuKey(topBarItems, pathname);
  const unreadCount = useLiveUnreadCount();

  return (
    <Layout style={{ minHeight: '100vh' }}>
      <Layout.Header
        style={{
          display: 'flex',
          alignItems: 'center',
          gap: 24,
          borderBottom: `1px solid ${token.colorBorderSecondary}`,
        }}
      >
        {/* The logo's text names the link (WCAG 2.5.3, label in name); the title says where it goes. */}
        <Link to="/" title={t('common.home')}>
          <Logo />
        </Link>
        <DealerSelector dealers={viewer.dealers} />
        <Menu
          mode="horizontal"
          selectedKeys={selected ? [selected] : []}
          items={navigationItems(topBarItems, viewer, t, {
            counts: { inbox: unreadCount },
            horizontal: true,
          })}
          style={{ flex: 1, minWidth: 0, borderBottom: 'none' }}
        />
        <Dropdown
          trigger={['click']}
          placement="bottomRight"
          menu={{
            items: [
              ...navigationItems(userMenuItems, viewer, t),
              ...(userMenuItems.length > 0 ? [{ type: 'divider' as const }] : []),
              signOutItem(t),
            ],
            onClick: ({ key }) => key === signOutKey && signOut(),
          }}
        >
          <Button type="text" data-testid="user-menu">
            <Flex align="center" gap={8}>
              <UserOutlined />
              {viewer.first_name} {viewer.last_name}
              <DownOutlined style={{ fontSize: 10 }} />
            </Flex>
          </Button>
        </Dropdown>
      </Layout.Header>
      <Layout.Content style={{ padding: 24 }}>
        <div style={{ maxWidth: 1600, margin: '0 auto' }}>
          <Outlet />
        </div>
      </Layout.Content>
    </Layout>
  );
}

/** Ant Design's App gives the pages of this area `App.useApp()` for messages and modals. */
export function DealerLayout() {
  return (
    <App component={false}>
      <DealerFrame />
    </App>
  );
}
