export * from './error-codes';
export * from './messages';
