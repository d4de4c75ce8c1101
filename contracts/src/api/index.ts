export * from './entities';
export * from './auth';
export * from './remotes';
