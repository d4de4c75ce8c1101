export * from './languages';
export * from './catalogue';
export * from './chrome';
