export * from './auth.js';
export * from './constants.js';
export * from './customer.js';
export * from './errors.js';
export * from './locale.js';
export * from './report-states.js';
