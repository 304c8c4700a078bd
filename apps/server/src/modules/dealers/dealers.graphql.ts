import { builder } from '../../graphql/builder';
import { maxLength } from '../../graphql/input-limits';
import { ListSortInput, pageType } from '../../graphql/list-page';
import { createDealer } from './create-dealer';
import { deleteDealer } from './delete-dealer';
import { getDealerInfo, type DealerInfo } from './dealer-info';
import type { DealerRecord } from './dealer-record';
import { listSettingsDealers } from './list-settings-dealers';
import { saveDealerInfo } from './save-dealer-info';
import { setDealerInternalUseOnly, setDealersActive } from './set-dealer-flags';
import { updateDealer } from './update-dealer';
import { UserDetails } from '../auth/auth.graphql';
import { listDealers, type DealerChoice } from './list-dealers';
import { viewerDealers } from './viewer-dealers';

const DealerChoiceRef = builder.objectRef<DealerChoice>('DealerChoice').implement({
  description: 'A dealer as a picker offers it.',
  fields: (t) => ({
    id: t.exposeInt('id'),
    name: t.exposeString('name'),
    active: t.exposeBoolean('active'),
  }),
});

builder.queryFields((t) => ({
  dealers: t.field({
    type: [DealerChoiceRef],
    description: 'The dealers of the viewer’s scope by name: super users all, a dealer user its own.',
    authScopes: { dealer: true },
    resolve: (_root, _args, ctx) => listDealers(ctx.db, ctx.viewer!),
  }),
}));

const ViewerDealer = builder.objectRef<{ id: number; name: string }>('ViewerDealer').implement({
  description: 'A dealer of the dealer selector: the user’s own, or every dealer for a super user.',
  fields: (t) => ({ id: t.exposeInt('id'), name: t.exposeString('name') }),
});

// The field lives with the dealers, so that auth (which every area sits above) imports no area.
builder.objectField(UserDetails, 'dealers', (t) =>
  t.field({
    type: [ViewerDealer],
    resolve: (viewer, _args, ctx) => viewerDealers(ctx.db, viewer),
  }),
);

const SettingsDealer = builder.objectRef<DealerRecord>('SettingsDealer').implement({
  description: 'A dealer as the Dealers tab and its modal show it (spec 03 section 3, Dealer).',
  fields: (t) => ({
    id: t.exposeInt('id'),
    name: t.exposeString('name'),
    contact: t.exposeString('contact', { nullable: true }),
    language: t.exposeString('language', { description: 'nl or fr' }),
    account_manager: t.exposeString('account_manager', { nullable: true }),
    email: t.exposeString('email', { nullable: true, description: 'The back office e-mail.' }),
    tel: t.exposeString('tel', { nullable: true, description: 'The phone for customers.' }),
    street: t.exposeString('street', { nullable: true }),
    zip_code: t.exposeString('zip_code', { nullable: true }),
    city: t.exposeString('city', { nullable: true }),
    active: t.exposeBoolean('active'),
    internal_use_only: t.exposeBoolean('internal_use_only'),
  }),
});

const DealerInfoRef = builder.objectRef<DealerInfo>('DealerInfo').implement({
  description: 'A dealer as the dealer info screens show it (spec 03 section 2.1).',
  fields: (t) => ({
    id: t.exposeInt('id'),
    official_registration_name: t.exposeString('official_registration_name', { nullable: true }),
    tel_backoffice: t.exposeString('tel_backoffice', { nullable: true }),
    email: t.exposeString('email', { nullable: true, description: 'The back office e-mail.' }),
    name: t.exposeString('name', { description: 'The shop name as in a maps listing.' }),
    tel: t.exposeString('tel', { nullable: true, description: 'The phone for customers.' }),
    email_customers: t.exposeString('email_customers', { nullable: true }),
    zip_code: t.exposeString('zip_code', { nullable: true }),
    street: t.exposeString('street', { nullable: true }),
    city: t.exposeString('city', { nullable: true }),
    website_url: t.exposeString('website_url', { nullable: true }),
    active: t.exposeBoolean('active', { description: 'The in-use switch.' }),
    vat_id: t.exposeString('vat_id', { nullable: true }),
    bike_brand_ids: t.exposeIntList('bike_brand_ids'),
    internal_editable: t.exposeBoolean('internal_editable', {
      description: 'The viewer may change the internal-use column and the in-use switch (super users).',
    }),
  }),
});

const DealerSettingsInput = builder.inputType('DealerSettingsInput', {
  description: 'The Dealers tab modal: a name and a language; e-mail, phone and postcode are checked.',
  fields: (t) => ({
    name: t.string({ required: true, ...maxLength('name') }),
    contact: t.string(maxLength('name')),
    language: t.string({ required: true, description: 'nl or fr', ...maxLength('identifier') }),
    account_manager: t.string(maxLength('name')),
    email: t.string(maxLength('email')),
    tel: t.string(maxLength('phone')),
    street: t.string(maxLength('name')),
    city: t.string(maxLength('name')),
    zip_code: t.string(maxLength('identifier')),
  }),
});

const DealerInfoInput = builder.inputType('DealerInfoInput', {
  description:
    'The dealer info form. A dealer admin leaves the internal-use fields and `active` out (FORBIDDEN otherwise).',
  fields: (t) => ({
    official_registration_name: t.string(maxLength('name')),
    tel_backoffice: t.string(maxLength('phone')),
    email: t.string(maxLength('email')),
    name: t.string(maxLength('name')),
    tel: t.string(maxLength('phone')),
    email_customers: t.string(maxLength('email')),
    zip_code: t.string(maxLength('identifier')),
    street: t.string(maxLength('name')),
    city: t.string(maxLength('name')),
    website_url: t.string(maxLength('freeText')),
    vat_id: t.string(maxLength('identifier')),
    active: t.boolean(),
    bike_brand_ids: t.intList({ required: true }),
  }),
});

const SettingsDealersFilter = builder.inputType('SettingsDealersFilter', {
  fields: (t) => ({ name: t.string(maxLength('search')) }),
});

builder.queryFields((t) => ({
  settingsDealers: t.field({
    type: pageType(SettingsDealer),
    description: 'The Dealers tab: every dealer, searchable by name, sortable by name and city.',
    authScopes: { superUser: true },
    args: {
      page: t.arg.int({ required: true }),
      size: t.arg.int({ required: true }),
      filter: t.arg({ type: SettingsDealersFilter }),
      sort: t.arg({ type: ListSortInput }),
    },
    resolve: (_r, args, ctx) => listSettingsDealers(ctx.db, ctx.viewer!, args),
  }),
  dealerInfo: t.field({
    type: DealerInfoRef,
    description: 'A super user any dealer; a dealer admin its own (NOT_FOUND for another).',
    authScopes: { dealer: true },
    args: { dealer_id: t.arg.int({ required: true }) },
    resolve: (_r, args, ctx) => getDealerInfo(ctx.db, ctx.viewer!, args.dealer_id),
  }),
}));

builder.mutationFields((t) => ({
  createDealer: t.field({
    type: SettingsDealer,
    authScopes: { superUser: true },
    args: { input: t.arg({ type: DealerSettingsInput, required: true }) },
    resolve: (_r, args, ctx) => createDealer(ctx.db, ctx.viewer!, args.input),
  }),
  updateDealer: t.field({
    type: SettingsDealer,
    authScopes: { superUser: true },
    args: { id: t.arg.int({ required: true }), input: t.arg({ type: DealerSettingsInput, required: true }) },
    resolve: (_r, args, ctx) => updateDealer(ctx.db, ctx.viewer!, { id: args.id, input: args.input }),
  }),
  deleteDealer: t.field({
    type: 'Boolean',
    description: 'Deletes a dealer without quotations (DEALER_HAS_QUOTATIONS otherwise); never BACKOFFICE.',
    authScopes: { superUser: true },
    args: { id: t.arg.int({ required: true }) },
    resolve: (_r, args, ctx) => deleteDealer(ctx.db, ctx.viewer!, args.id),
  }),
  setDealerInternalUseOnly: t.field({
    type: SettingsDealer,
    authScopes: { superUser: true },
    args: { id: t.arg.int({ required: true }), internal_use_only: t.arg.boolean({ required: true }) },
    resolve: (_r, args, ctx) =>
      setDealerInternalUseOnly(ctx.db, ctx.viewer!, { id: args.id, internalUseOnly: args.internal_use_only }),
  }),
  setDealersActive: t.field({
    type: [SettingsDealer],
    description: 'The selected dealers active or inactive; BACKOFFICE is never switched off.',
    authScopes: { superUser: true },
    args: { ids: t.arg.intList({ required: true }), active: t.arg.boolean({ required: true }) },
    resolve: (_r, args, ctx) => setDealersActive(ctx.db, ctx.viewer!, { ids: args.ids, active: args.active }),
  }),
  saveDealerInfo: t.field({
    type: DealerInfoRef,
    description: 'Saves the dealer info form and diffs its brand links, in one transaction.',
    authScopes: { dealer: true },
    args: {
      dealer_id: t.arg.int({ required: true }),
      input: t.arg({ type: DealerInfoInput, required: true }),
    },
    resolve: (_r, args, ctx) =>
      saveDealerInfo(ctx.db, ctx.viewer!, { dealerId: args.dealer_id, input: args.input }),
  }),
}));
