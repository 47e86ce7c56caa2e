export * from './text';
export * from './position';
