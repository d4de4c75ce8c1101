export * from './layout';
export * from './tailoring';
export * from './templates';
export * from './contrast';
export * from './paper-size';
