import { relations } from 'drizzle-orm';
import { date, foreignKey, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { bikes } from './bikes';

/** 1 Nieuw ... 7 Opmerking verzonden (DOMAIN.md); fixed ids. */
export const licensePlateRequestStatuses = pgTable('license_plate_request_statuses', {
  id: integer().primaryKey(),
  name: text().notNull(),
});

/** 1 Nieuw voertuig, 2 Automatische aanvraag, 3 Overschrijving; fixed ids. */
export const licensePlateRegistrationTypes = pgTable('license_plate_registration_types', {
  id: integer().primaryKey(),
  name: text().notNull(),
});

/** A speed pedelec's licence plate registration, followed up by the back office. */
export const licensePlateRequests = pgTable(
  'license_plate_requests',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    bike_fk: integer()
      .notNull()
      .references(() => bikes.id, { onDelete: 'cascade' }),
    license_plate_registration_type_fk: integer().notNull(),
    license_plate_request_status_fk: integer().notNull().default(1),
    registration_date: date({ mode: 'string' }),
    license_plate_sent_to_dealer_date: date({ mode: 'string' }),
    comment: text(),
    created_at: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updated_at: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // explicit names: the generated ones pass PostgreSQL's 63-character limit.
    foreignKey({
      name: 'license_plate_requests_registration_type_fk',
      columns: [t.license_plate_registration_type_fk],
      foreignColumns: [licensePlateRegistrationTypes.id],
    }),
    foreignKey({
      name: 'license_plate_requests_status_fk',
      columns: [t.license_plate_request_status_fk],
      foreignColumns: [licensePlateRequestStatuses.id],
    }),
    index().on(t.license_plate_request_status_fk),
    index().on(t.bike_fk),
  ],
);

export const licensePlateRequestsRelations = relations(licensePlateRequests, ({ one }) => ({
  bike: one(bikes, { fields: [licensePlateRequests.bike_fk], references: [bikes.id] }),
  registrationType: one(licensePlateRegistrationTypes, {
    fields: [licensePlateRequests.license_plate_registration_type_fk],
    references: [licensePlateRegistrationTypes.id],
  }),
  status: one(licensePlateRequestStatuses, {
    fields: [licensePlateRequests.license_plate_request_status_fk],
    references: [licensePlateRequestStatuses.id],
  }),
}));
