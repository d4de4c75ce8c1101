export * from './plans';
export * from './style';
export * from './limits';
export * from './usernames';
