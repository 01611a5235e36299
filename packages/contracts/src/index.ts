export * from './auth';
export * from './cart';
export * from './catalog';
export * from './common';
export * from './health';
export * from './newsletter';
export * from './reviews';
export * from './wishlist';
