export * from './languages';
export * from './section-headings';
export * from './resume-words';
export * from './resume-dates';
