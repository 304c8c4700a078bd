import { Badge, type MenuProps } from 'antd';
import { LogoutOutlined } from '@ant-design/icons';
import type { TFunction } from 'i18next';
import { Link } from 'react-router';
import type { Viewer } from '../../lib/viewer/viewer-context';
import { menuLabelKey, type MenuItemDefinition } from './menu-items';

type AntMenuItems = NonNullable<MenuProps['items']>;

export const signOutKey = 'sign-out';

const withBadge = { display: 'flex', justifyContent: 'space-between', alignItems: 'center' } as const;

type NavigationOptions = {
  /** Per menu key, a count to show as a badge (the inbox's unread notifications); 0 shows none. */
  counts?: Partial<Record<string, number>>;
  /** The collapsed side menu hides the labels, so the count moves onto the icon. */
  collapsed?: boolean;
  /** The top bar: the count follows the label, a small badge that keeps the bar's height. */
  horizontal?: boolean;
};

/** Ant Design menu entries for menu definitions: links, so they open in a new tab too. */
export function navigationItems(
  items: MenuItemDefinition[],
  viewer: Viewer,
  t: TFunction,
  { counts = {}, collapsed = false, horizontal = false }: NavigationOptions = {},
): AntMenuItems {
  return items.map((item) => {
    const Icon = item.icon;
    const count = counts[item.key] ?? 0;
    const testId = `menu-count-${item.key}`;
    return {
      key: item.key,
      icon:
        collapsed && count > 0 ? (
          // The collapsed menu gives its icon slot the item's 40px line height; the badge hugs the
          // glyph instead, or its count would sit on the item's clipped top edge. It keeps the
          // menu's text colour, since Badge sets the page's dark one.
          <span>
            <Badge
              count={count}
              size="small"
              offset={[2, 0]}
              styles={{ root: { color: 'inherit', alignSelf: 'center' } }}
              data-testid={testId}
            >
              <Icon style={{ lineHeight: 0 }} />
            </Badge>
          </span>
        ) : (
          <Icon />
        ),
      label: (
        <Link to={item.route} style={!collapsed && !horizontal && count > 0 ? withBadge : undefined}>
          {t(menuLabelKey(item, viewer))}
          {!collapsed && count > 0 && (
            <Badge
              count={count}
              size={horizontal ? 'small' : 'default'}
              style={horizontal ? { marginInlineStart: 6 } : undefined}
              data-testid={testId}
            />
          )}
        </Link>
      ),
    };
  });
}

export function signOutItem(t: TFunction): AntMenuItems[number] {
  return { key: signOutKey, icon: <LogoutOutlined />, label: t('menu.signOut') };
}
