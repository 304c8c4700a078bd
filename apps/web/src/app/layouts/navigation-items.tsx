import type { MenuProps } from 'antd';
import { LogoutOutlined } from '@ant-design/icons';
import type { TFunction } from 'i18next';
import { Link } from 'react-router';
import type { Viewer } from '../../lib/viewer/viewer-context';
import { menuLabelKey, type MenuItemDefinition } from './menu-items';

type AntMenuItems = NonNullable<MenuProps['items']>;

export const signOutKey = 'sign-out';

/** Ant Design menu entries for menu definitions: links, so they open in a new tab too. */
export function navigationItems(items: MenuItemDefinition[], viewer: Viewer, t: TFunction): AntMenuItems {
  return items.map((item) => {
    const Icon = item.icon;
    return {
      key: item.key,
      icon: <Icon />,
      label: <Link to={item.route}>{t(menuLabelKey(item, viewer))}</Link>,
    };
  });
}

export function signOutItem(t: TFunction): AntMenuItems[number] {
  return { key: signOutKey, icon: <LogoutOutlined />, label: t('menu.signOut') };
}
