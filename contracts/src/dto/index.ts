import 'reflect-metadata';
export * from './auth.dto';
