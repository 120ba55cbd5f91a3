export * from './desired.js';
export * from './digest.js';
export * from './errors.js';
export * from './live.js';
export * from './plan.js';
export * from './scope.js';
export * from './source.js';
