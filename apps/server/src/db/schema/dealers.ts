import { relations, sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, text, timestamp, unique } from 'drizzle-orm/pg-core';
import { quotations } from './quotations';
import { servicePasses } from './service-passes';

/**
 * Bike shops. Id -1 is the BACKOFFICE pseudo-dealer (seeded), so the identity is `by default`:
 * the seed inserts -1 explicitly, real dealers get 1, 2, ... from the database.
 */
export const dealers = pgTable(
  'dealers',
  {
    id: integer().primaryKey().generatedByDefaultAsIdentity(),
    name: text().notNull(),
    street: text(),
    zip_code: text(),
    city: text(),
    email: text(),
    /** nl or fr */
    language: text().$type<'nl' | 'fr'>().notNull().default('nl'),
    contact: text(),
    tel: text(),
    user: text(),
    account_manager: text(),
    active: boolean().notNull().default(true),
    internal_use_only: boolean().notNull().default(false),
    vat_id: text(),
    official_registration_name: text(),
    tel_backoffice: text(),
    website_url: text(),
    email_customers: text(),
    created_at: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updated_at: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('dealers_language_check', sql`${t.language} in ('nl', 'fr')`),
    index('dealers_name_trgm').using('gin', t.name.op('gin_trgm_ops')),
  ],
);

export const bikeBrands = pgTable('bike_brands', {
  id: integer().primaryKey().generatedAlwaysAsIdentity(),
  name: text().notNull(),
  code: text().notNull().unique(),
  hidden_public_website: boolean().notNull().default(false),
});

export const dealerHasBikeBrand = pgTable(
  'dealer_has_bike_brand',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    dealer_fk: integer()
      .notNull()
      .references(() => dealers.id, { onDelete: 'cascade' }),
    bike_brand_fk: integer()
      .notNull()
      .references(() => bikeBrands.id, { onDelete: 'cascade' }),
  },
  (t) => [unique().on(t.dealer_fk, t.bike_brand_fk), index().on(t.bike_brand_fk)],
);

export const dealersRelations = relations(dealers, ({ many }) => ({
  bikeBrands: many(dealerHasBikeBrand),
  quotations: many(quotations),
  servicePasses: many(servicePasses),
}));
export const bikeBrandsRelations = relations(bikeBrands, ({ many }) => ({
  dealers: many(dealerHasBikeBrand),
}));
export const dealerHasBikeBrandRelations = relations(dealerHasBikeBrand, ({ one }) => ({
  dealer: one(dealers, { fields: [dealerHasBikeBrand.dealer_fk], references: [dealers.id] }),
  bikeBrand: one(bikeBrands, { fields: [dealerHasBikeBrand.bike_brand_fk], references: [bikeBrands.id] }),
}));
