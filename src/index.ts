// Public library API: re-exports only.
export * from './model/index.js';
export * from './config/index.js';
