import { relations } from 'drizzle-orm';
import { index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { bikeBrands } from './dealers';
import { employees } from './employees';
import { licensePlateRequests } from './license-plates';
import { orders } from './orders';
import { bikeTypes } from './reference';
import { servicePasses } from './service-passes';

/** The bike of an order (one per order). Its service pass links to it through service_passes.bike_fk. */
export const bikes = pgTable(
  'bikes',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    order_fk: integer()
      .notNull()
      .unique()
      .references(() => orders.id, { onDelete: 'cascade' }),
    employee_fk: integer()
      .notNull()
      .references(() => employees.id),
    bike_type_fk: integer()
      .notNull()
      .references(() => bikeTypes.id),
    bike_brand_fk: integer().references(() => bikeBrands.id),
    model: text(),
    comment: text(),
    /** Modulo-97 control number, 3 digits (speed pedelecs). */
    control_number: text(),
    /** Licence plate (speed pedelecs). */
    license_number: text(),
    frame_number: text(),
    /** 8 digits, shown with the BIKE prefix. */
    sticker_number: text(),
    key_number_1: text(),
    key_number_2: text(),
    /** Battery number. */
    accu_number: text(),
    /** Reference number of box X12 (9 digits). */
    barcode_x12: text(),
    created_at: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updated_at: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index().on(t.employee_fk), index().on(t.frame_number), index().on(t.license_number)],
);

export const bikesRelations = relations(bikes, ({ one, many }) => ({
  order: one(orders, { fields: [bikes.order_fk], references: [orders.id] }),
  employee: one(employees, { fields: [bikes.employee_fk], references: [employees.id] }),
  bikeType: one(bikeTypes, { fields: [bikes.bike_type_fk], references: [bikeTypes.id] }),
  bikeBrand: one(bikeBrands, { fields: [bikes.bike_brand_fk], references: [bikeBrands.id] }),
  servicePass: one(servicePasses),
  licensePlateRequests: many(licensePlateRequests),
}));
