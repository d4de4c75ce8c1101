export * from './error-codes';
export * from './messages';
export * from './field-messages';
