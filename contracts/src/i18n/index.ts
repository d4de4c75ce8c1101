export * from './languages';
export * from './catalogue';
export * from './chrome';
export * from './messages';
export * from './plural-catalogue';
