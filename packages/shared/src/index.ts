export * from './languages';
export * from './constants';
export * from './errors';
export * from './text';
export * from './money';
export * from './time';
export * from './schemas/fields';
export * from './schemas/auth';
