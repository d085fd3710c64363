export * from './users.ts';
export * from './partners.ts';
export * from './drivers.ts';
export * from './products.ts';
export * from './reviews.ts';
export * from './orders.ts';
export * from './notifications.ts';
export * from './platform.ts';
