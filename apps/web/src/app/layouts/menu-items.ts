import type { ComponentType, CSSProperties } from 'react';
import {
  AppstoreOutlined,
  BarChartOutlined,
  CarOutlined,
  ContactsOutlined,
  CreditCardOutlined,
  DesktopOutlined,
  FieldTimeOutlined,
  FileTextOutlined,
  IdcardOutlined,
  InboxOutlined,
  InfoCircleOutlined,
  MailOutlined,
  PhoneOutlined,
  SafetyCertificateOutlined,
  SettingOutlined,
  ShopOutlined,
  TeamOutlined,
  UserOutlined,
  WalletOutlined,
} from '@ant-design/icons';
import type { Viewer } from '../../lib/viewer/viewer-context';
import {
  anyone,
  canUseDealerSide,
  canUseEmployersPortal,
  isAdminOrSuperUser,
  isDealerAdmin,
  isSuperUser,
  type RolePredicate,
} from '../../lib/viewer/roles';

/**
 * The navigation of spec 02 section 2 as data. An entry is shown when the viewer's role may use
 * it (`allowed`) and its screen exists in this build (`available`): an issue that adds a screen
 * switches its entry on here.
 */
export type MenuItemDefinition = {
  key: string;
  route: string;
  labelKey: string | ((viewer: Viewer) => string);
  allowed: RolePredicate;
  available: boolean;
  icon: ComponentType<{ style?: CSSProperties }>;
  /** Other pages the entry stands for, marked as selected there too (Info for its sub-pages). */
  alsoOn?: string[];
};

/** Links in the dealer and back-office top bar. */
export const dealerTopBarItems: MenuItemDefinition[] = [
  {
    key: 'my-quotations',
    route: '/quotations',
    labelKey: (viewer) => (viewer.superUser ? 'menu.quotations' : 'menu.myQuotations'),
    allowed: anyone,
    available: true,
    icon: FileTextOutlined,
  },
  {
    key: 'inbox',
    route: '/inbox',
    labelKey: 'menu.inbox',
    allowed: anyone,
    available: true,
    icon: InboxOutlined,
  },
  {
    key: 'order-ageing',
    route: '/order-ageing',
    labelKey: 'menu.orderAgeing',
    allowed: isSuperUser,
    available: true,
    icon: FieldTimeOutlined,
  },
  {
    key: 'info',
    route: '/info',
    labelKey: 'menu.info',
    allowed: anyone,
    available: true,
    icon: InfoCircleOutlined,
    alsoOn: ['/info-end-of-lease', '/info-damage'],
  },
  {
    key: 'contact',
    route: '/contact',
    labelKey: 'menu.contact',
    allowed: anyone,
    available: true,
    icon: PhoneOutlined,
  },
];

/** The dealer and back-office user menu; log out is added after these. */
export const dealerUserMenuItems: MenuItemDefinition[] = [
  {
    key: 'my-account',
    route: '/my-account',
    labelKey: 'menu.myAccount',
    allowed: anyone,
    available: true,
    icon: UserOutlined,
  },
  {
    key: 'user-management',
    route: '/dealer-management',
    labelKey: 'menu.userManagement',
    allowed: isAdminOrSuperUser,
    available: true,
    icon: TeamOutlined,
  },
  {
    key: 'dealer-info',
    route: '/dealer-info',
    labelKey: 'menu.dealerInfo',
    allowed: isDealerAdmin,
    available: true,
    icon: ShopOutlined,
  },
  {
    key: 'dealer-info-backoffice',
    route: '/dealer-info-backoffice',
    labelKey: 'menu.dealerInfo',
    allowed: isSuperUser,
    available: true,
    icon: ShopOutlined,
  },
  {
    key: 'employees',
    route: '/employees',
    labelKey: 'menu.employees',
    allowed: isSuperUser,
    available: true,
    icon: IdcardOutlined,
  },
  {
    key: 'settings',
    route: '/settings',
    labelKey: 'menu.settings',
    allowed: isSuperUser,
    available: true,
    icon: SettingOutlined,
  },
  {
    key: 'employers-portal',
    route: '/employersportal',
    labelKey: 'menu.employersPortal',
    allowed: canUseEmployersPortal,
    available: true,
    icon: AppstoreOutlined,
  },
  {
    key: 'service-passes',
    route: '/service-pass-management',
    labelKey: 'menu.servicePassManagement',
    allowed: isSuperUser,
    available: true,
    icon: CreditCardOutlined,
  },
  {
    key: 'number-plates',
    route: '/license-plates-requests',
    labelKey: 'menu.numberPlateTool',
    allowed: isSuperUser,
    available: true,
    icon: CarOutlined,
  },
  {
    key: 'outbox',
    route: '/outbox',
    labelKey: 'outbox.title',
    allowed: isSuperUser,
    available: true,
    icon: MailOutlined,
  },
];

/** The employer portal side menu; log out is added after these. */
export const employersPortalMenuItems: MenuItemDefinition[] = [
  {
    key: 'inbox',
    route: '/employersportal',
    labelKey: 'menu.inbox',
    allowed: anyone,
    available: true,
    icon: InboxOutlined,
  },
  {
    key: 'quotations',
    route: '/employersportal/quotations',
    labelKey: 'menu.allQuotations',
    allowed: anyone,
    available: true,
    icon: FileTextOutlined,
  },
  {
    key: 'costcenters',
    route: '/employersportal/costcenters',
    labelKey: 'menu.costcenters',
    allowed: anyone,
    available: true,
    icon: WalletOutlined,
  },
  {
    key: 'dashboard',
    route: '/employersportal/dashboard',
    labelKey: 'menu.dashboard',
    allowed: anyone,
    available: true,
    icon: BarChartOutlined,
  },
  {
    key: 'policy',
    route: '/employersportal/policy',
    labelKey: 'employerPolicies.menu',
    allowed: isAdminOrSuperUser,
    available: true,
    icon: SafetyCertificateOutlined,
  },
  {
    key: 'user-management',
    route: '/employersportal/user-management',
    labelKey: 'menu.userManagement',
    allowed: isAdminOrSuperUser,
    available: true,
    icon: ContactsOutlined,
  },
  {
    key: 'info',
    route: '/employersportal/info',
    labelKey: 'menu.info',
    allowed: anyone,
    available: true,
    icon: InfoCircleOutlined,
    alsoOn: ['/employersportal/info-end-of-lease', '/employersportal/info-damage'],
  },
  {
    key: 'contact',
    route: '/employersportal/contact',
    labelKey: 'menu.contact',
    allowed: anyone,
    available: true,
    icon: PhoneOutlined,
  },
  {
    key: 'my-account',
    route: '/employersportal/my-account',
    labelKey: 'menu.myAccount',
    allowed: anyone,
    available: true,
    icon: UserOutlined,
  },
  {
    // The way back for a super user (or a dealer user with companies) who came in through the user menu.
    key: 'back-office',
    route: '/',
    labelKey: (viewer) => (viewer.superUser ? 'menu.backOffice' : 'menu.dealerPortal'),
    allowed: canUseDealerSide,
    available: true,
    icon: DesktopOutlined,
  },
];

export function visibleMenuItems(items: MenuItemDefinition[], viewer: Viewer): MenuItemDefinition[] {
  return items.filter((item) => item.available && item.allowed(viewer));
}

export function menuLabelKey(item: MenuItemDefinition, viewer: Viewer): string {
  return typeof item.labelKey === 'function' ? item.labelKey(viewer) : item.labelKey;
}

/** The entry of the current page: the longest route that the path starts with. */
export function selectedMenuKey(items: MenuItemDefinition[], pathname: string): string | undefined {
  const under = (route: string) => pathname === route || pathname.startsWith(`${route}/`);
  const matches = items.flatMap((item) =>
    [item.route, ...(item.alsoOn ?? [])].filter(under).map((route) => ({ key: item.key, route })),
  );
  return matches.sort((a, b) => b.route.length - a.route.length)[0]?.key;
}
