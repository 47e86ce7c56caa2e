export * from './logger';
export * from './http/errors';
export * from './http/middleware';
export * from './http/json-body';
export * from './http/validate';
export * from './database';
export * from './service-config';
export * from './http/service-app';
