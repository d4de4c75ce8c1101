export * from './constants';
export * from './errors';
export * from './api';
export * from './rules';
export * from './languages';
export * from './i18n';
export * from './contracts-version';
