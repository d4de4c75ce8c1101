export * from './entities';
export * from './auth';
export * from './remotes';
export * from './resume';
export * from './tailoring';
export * from './pdf';
export * from './sharing';
export * from './billing';
