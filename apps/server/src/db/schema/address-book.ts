import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, id, updatedAt } from './columns';
import { users } from './users';

/** A customer's saved delivery addresses, one of them the default (docs/product-rules.md#accounts). */
export const customerAddresses = pgTable(
  'customer_addresses',
  {
    id: id(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    phone: text('phone').notNull(),
    street: text('street').notNull(),
    house: text('house').notNull(),
    apartment: text('apartment'),
    postalCode: text('postal_code').notNull(),
    city: text('city').notNull(),
    country: text('country').notNull().default('PL'),
    companyName: text('company_name'),
    nip: text('nip'),
    isDefault: boolean('is_default').notNull().default(false),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('customer_addresses_user_idx').on(t.userId),
    uniqueIndex('customer_addresses_one_default').on(t.userId).where(sql`${t.isDefault}`),
    check('customer_addresses_postal_code_shape', sql`${t.postalCode} ~ '^[0-9]{2}-[0-9]{3}$'`),
    check('customer_addresses_nip_digits', sql`${t.nip} is null or ${t.nip} ~ '^[0-9]{10}$'`),
    check('customer_addresses_nip_with_company', sql`${t.nip} is null or ${t.companyName} is not null`),
  ],
);

export type CustomerAddress = typeof customerAddresses.$inferSelect;
