import { builder } from './builder';
import '../modules/auth/auth.graphql';
import '../modules/auth/passwords.graphql';
import '../modules/auth/second-factors.graphql';
import '../modules/translations/translations.graphql';
import '../modules/reference-data/reference-data.graphql';
import '../modules/mail/mail.graphql';
import '../modules/realtime/realtime.graphql';
import '../modules/notifications/notifications.graphql';
import '../modules/users/users.graphql';
import '../modules/companies/companies.graphql';
import '../modules/dealers/dealers.graphql';
import '../modules/deals/deals.graphql';
import '../modules/webhooks/webhooks.graphql';
import '../modules/documents/documents.graphql';
import '../modules/orders/orders.graphql';
import '../modules/quotations/quotations.graphql';

export const schema = builder.toSchema();
