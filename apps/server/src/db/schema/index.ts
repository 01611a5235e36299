// The whole shop schema; client.ts passes this module to Drizzle and drizzle-kit reads it for migrations.
export * from './address-book';
export * from './back-in-stock';
export * from './blog';
export * from './cart';
export * from './catalog';
export { LOCALES, type Locale } from './columns';
export * from './content';
export * from './coupons';
export * from './gift-cards';
export * from './invoices';
export * from './orders';
export * from './payments';
export * from './relations';
export * from './returns';
export * from './shipping';
export * from './system';
export * from './users';
export * from './wishlist';
