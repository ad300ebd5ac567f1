export * from './errors';
export * from './validate';
export * from './logger';
export * from './middleware';
