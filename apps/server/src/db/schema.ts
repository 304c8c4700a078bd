import * as bikes from './schema/bikes';
import * as companies from './schema/companies';
import * as dealers from './schema/dealers';
import * as deals from './schema/deals';
import * as employees from './schema/employees';
import * as fields from './schema/fields';
import * as licensePlates from './schema/license-plates';
import * as notifications from './schema/notifications';
import * as orders from './schema/orders';
import * as orderHistory from './schema/order-history';
import * as quotations from './schema/quotations';
import * as reference from './schema/reference';
import * as servicePasses from './schema/service-passes';
import * as templates from './schema/templates';
import * as translations from './schema/translations';
import * as users from './schema/users';
import * as auth from './schema/auth';
import * as webhooks from './schema/webhooks';
import * as jobs from './schema/jobs';
import * as outbox from './schema/outbox';
import * as audit from './schema/audit';
import * as messageTexts from './schema/message-texts';
import * as infoPages from './schema/info-pages';

/** Every table and relation, for Drizzle's relational queries. */
export const schema = {
  ...users,
  ...auth,
  ...jobs,
  ...outbox,
  ...audit,
  ...messageTexts,
  ...infoPages,
  ...reference,
  ...companies,
  ...dealers,
  ...employees,
  ...fields,
  ...quotations,
  ...orders,
  ...orderHistory,
  ...bikes,
  ...servicePasses,
  ...licensePlates,
  ...webhooks,
  ...templates,
  ...deals,
  ...notifications,
  ...translations,
};
