export * from './layout';
export * from './tailoring';
