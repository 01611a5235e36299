export * from './auth';
export * from './catalog';
export * from './common';
export * from './health';
export * from './newsletter';
export * from './reviews';
