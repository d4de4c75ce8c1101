import 'reflect-metadata';
export * from './auth.dto';
export * from './resume.dto';
export { findDuplicateTag } from './shared-rules';
export * from './tailoring.dto';
export * from './pdf.dto';
export * from './sharing.dto';
export * from './domains.dto';
export * from './job-match.dto';
