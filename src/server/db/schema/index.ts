/** The database schema, one file per concern. */
export * from './accounts';
export * from './allocations';
export * from './carts';
export * from './catalog';
export * from './catalogue-schedule';
export * from './content';
export * from './delivery';
export * from './email';
export * from './forms';
export * from './listings';
export * from './meta';
export * from './order-events';
export * from './orders';
export * from './payments';
export * from './promotions';
export * from './wishlist';
