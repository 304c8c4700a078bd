import { Badge, type MenuProps } from 'antd';
import { LogoutOutlined } from '@ant-design/icons';
import type { TFunction } from 'i18next';
import { Link } from 'react-router';
import type { Viewer } from '../../lib/viewer/viewer-context';
import { menuLabelKey, type MenuItemDefinition } from './menu-items';

type AntMenuItems = NonNullable<MenuProps['items']>;

export const signOutKey = 'sign-out';

const withBadge = { display: 'flex', justifyContent: 'space-between', alignItems: 'center' } as const;

/**
 * Ant Design menu entries for menu definitions: links, so they open in a new tab too. An entry
 * with a count in `counts` (the inbox's unread notifications) shows it as a badge; 0 shows none.
 */
export function navigationItems(
  items: MenuItemDefinition[],
  viewer: Viewer,
  t: TFunction,
  counts: Partial<Record<string, number>> = {},
): AntMenuItems {
  return items.map((item) => {
    const Icon = item.icon;
    const count = counts[item.key] ?? 0;
    return {
      key: item.key,
      icon: <Icon />,
      label: (
        <Link to={item.route} style={count > 0 ? withBadge : undefined}>
          {t(menuLabelKey(item, viewer))}
          {count > 0 && <Badge count={count} data-testid={`menu-count-${item.key}`} />}
        </Link>
      ),
    };
  });
}

export function signOutItem(t: TFunction): AntMenuItems[number] {
  return { key: signOutKey, icon: <LogoutOutlined />, label: t('menu.signOut') };
}
