export * from './glob.js';
export * from './options.js';
export * from './plan.js';
export * from './plan-errors.js';
export * from './plan-hash.js';
export * from './safety.js';
