import type { ComponentType, LazyExoticComponent } from 'react';
import { isSuperUser, type RolePredicate } from '../../lib/viewer/roles';
import { named } from '../../lib/lazy-named';

/**
 * The tabs of /settings (spec 03 section 2.2), in the spec's order. Each area owns its tab's
 * screen; this list only says where it goes, who may see it, and loads it when it is opened.
 * An issue that builds another tab adds its line here.
 */
export type SettingsTab = {
  key: string;
  labelKey: string;
  allowed: RolePredicate;
  component: LazyExoticComponent<ComponentType>;
};

export const settingsTabs: SettingsTab[] = [
  {
    key: 'dealers',
    labelKey: 'settings.dealers',
    allowed: isSuperUser,
    component: named(() => import('../../features/dealers/components/dealers-tab'), 'DealersTab'),
  },
  {
    key: 'companies',
    labelKey: 'settings.companies',
    allowed: isSuperUser,
    component: named(() => import('./companies-settings-tab'), 'CompaniesSettingsTab'),
  },
  {
    key: 'order-log-types',
    labelKey: 'settings.orderLogTypes',
    allowed: isSuperUser,
    component: named(
      () => import('../../features/reference-data/components/order-log-types-tab'),
      'OrderLogTypesTab',
    ),
  },
  {
    key: 'translations',
    labelKey: 'settings.translations',
    allowed: isSuperUser,
    component: named(
      () => import('../../features/translations/components/translations-tab'),
      'TranslationsTab',
    ),
  },
  {
    key: 'bike-types',
    labelKey: 'settings.bikeTypes',
    allowed: isSuperUser,
    component: named(() => import('../../features/reference-data/components/bike-types-tab'), 'BikeTypesTab'),
  },
  {
    key: 'order-statuses',
    labelKey: 'settings.orderStatuses',
    allowed: isSuperUser,
    component: named(
      () => import('../../features/reference-data/components/order-statuses-tab'),
      'OrderStatusesTab',
    ),
  },
  {
    key: 'webhook-attempts',
    labelKey: 'settings.webhookAttempts',
    allowed: isSuperUser,
    component: named(
      () => import('../../features/webhooks/components/webhook-attempts-tab'),
      'WebhookAttemptsTab',
    ),
  },
  {
    key: 'message-texts',
    labelKey: 'settings.messageTexts',
    allowed: isSuperUser,
    component: named(
      () => import('../../features/message-texts/components/message-texts-tab'),
      'MessageTextsTab',
    ),
  },
  {
    key: 'import',
    labelKey: 'settings.import',
    allowed: isSuperUser,
    component: named(() => import('./import-tab'), 'ImportTab'),
  },
  {
    key: 'audit-log',
    labelKey: 'settings.auditLog',
    allowed: isSuperUser,
    component: named(() => import('../../features/audit/components/audit-log-tab'), 'AuditLogTab'),
  },
];
