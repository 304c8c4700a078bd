import { errorTranslations } from '@spokes/domain/errors';
import { passwordRuleTranslations } from '@spokes/domain/password';
import { audit } from './catalogue/audit';
import { bike } from './catalogue/bike';
import { common } from './catalogue/common';
import { companySettings } from './catalogue/company-settings';
import { costCenters } from './catalogue/cost-centers';
import { dashboard } from './catalogue/dashboard';
import { dealers } from './catalogue/dealers';
import { documents } from './catalogue/documents';
import { employees } from './catalogue/employees';
import { employerPolicies } from './catalogue/employer-policies';
import { employerQuotation } from './catalogue/employer-quotation';
import { employerQuotations } from './catalogue/employer-quotations';
import { deals } from './catalogue/deals';
import { home } from './catalogue/home';
import { imports } from './catalogue/imports';
import { inbox } from './catalogue/inbox';
import { infoPages } from './catalogue/info-pages';
import { layout } from './catalogue/layout';
import { licensePlates } from './catalogue/license-plates';
import { lists } from './catalogue/lists';
import { login } from './catalogue/login';
import { menu } from './catalogue/menu';
import { messageTexts } from './catalogue/message-texts';
import { newQuotation } from './catalogue/new-quotation';
import { myAccount } from './catalogue/my-account';
import { orderAgeing } from './catalogue/order-ageing';
import { orderHistory } from './catalogue/order-history';
import { outbox } from './catalogue/outbox';
import { password } from './catalogue/password';
import { calculationSheet } from './catalogue/calculation-sheet';
import { quotationCalculation } from './catalogue/quotation-calculation';
import { quotationCards } from './catalogue/quotation-cards';
import { quotationList } from './catalogue/quotation-list';
import { orderActions, orderDocuments, quotationOverview } from './catalogue/quotation-overview';
import { selfService } from './catalogue/self-service';
import { servicePasses } from './catalogue/service-passes';
import { settings } from './catalogue/settings';
import { templates } from './catalogue/templates';
import { translationsTab } from './catalogue/translations-tab';
import { webhookSettings } from './catalogue/webhook-settings';
import { userManagement } from './catalogue/user-management';

export type Language = 'nl' | 'fr' | 'en' | 'de';
export type Catalogue = Record<string, Record<Language, string>>;

/**
 * Every user-facing string with its nl, fr, en and de value. Seeded at start without
 * overwriting what a super user edited in the settings; the spec's Dutch texts are the nl values.
 */
export const translationStrings: Catalogue = {
  ...errorTranslations,
  ...common,
  ...messageTexts,
  ...documents,
  ...login,
  ...password,
  ...passwordRuleTranslations,
  ...myAccount,
  ...menu,
  ...layout,
  ...lists,
  ...home,
  ...employees,
  ...inbox,
  ...infoPages,
  ...userManagement,
  ...deals,
  ...outbox,
  ...licensePlates,
  ...settings,
  ...servicePasses,
  ...webhookSettings,
  ...audit,
  ...translationsTab,
  ...dealers,
  ...templates,
  ...companySettings,
  ...quotationList,
  ...bike,
  ...orderAgeing,
  ...orderHistory,
  ...quotationOverview,
  ...orderActions,
  ...orderDocuments,
  ...newQuotation,
  ...quotationCalculation,
  ...calculationSheet,
  ...quotationCards,
  ...costCenters,
  ...dashboard,
  ...employerQuotation,
  ...employerQuotations,
  ...imports,
  ...selfService,
  ...employerPolicies,
};
