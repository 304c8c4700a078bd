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
    key: 'templates',
    labelKey: 'settings.templates',
    allowed: isSuperUser,
    component: named(() => import('../../features/templates/components/templates-tab'), 'TemplatesTab'),
  },
  {
    key: 'variants',
    labelKey: 'settings.variants',
    allowed: isSuperUser,
    component: named(() => import('../../features/reference-data/components/variants-tab'), 'VariantsTab'),
  },
  {
    key: 'bike-brands',
    labelKey: 'settings.bikeBrands',
    allowed: isSuperUser,
    component: named(
      () => import('../../features/reference-data/components/bike-brands-tab'),
      'BikeBrandsTab',
    ),
  },
  {
    key: 'field-types',
    labelKey: 'settings.fieldTypes',
    allowed: isSuperUser,
    component: named(
      () => import('../../features/reference-data/components/field-types-tab'),
      'FieldTypesTab',
    ),
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
    key: 'employee-titles',
    labelKey: 'settings.employeeTitles',
    allowed: isSuperUser,
    component: named(
      () => import('../../features/reference-data/components/employee-titles-tab'),
      'EmployeeTitlesTab',
    ),
  },
  {
    key: 'employee-statutes',
    labelKey: 'settings.employeeStatutes',
    allowed: isSuperUser,
    component: named(
      () => import('../../features/reference-data/components/employee-statutes-tab'),
      'EmployeeStatutesTab',
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
    key: 'order-status-ageing',
    labelKey: 'settings.orderStatusAgeing',
    allowed: isSuperUser,
    component: named(
      () => import('../../features/orders/components/order-status-ageing-tab'),
      'OrderStatusAgeingTab',
    ),
  },
  {
    key: 'webhooks',
    labelKey: 'settings.webhooks',
    allowed: isSuperUser,
    component: named(() => import('../../features/webhooks/components/webhooks-tab'), 'WebhooksTab'),
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
