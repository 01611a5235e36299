export * from './common';
export * from './health';
export * from './newsletter';
export * from './catalog';
