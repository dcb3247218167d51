/** The database schema, one file per concern. */
export * from './forms';
export * from './meta';
