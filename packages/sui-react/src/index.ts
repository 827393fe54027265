export * from './behaviors/localization/index.js';
export * from './modules/checkbox/index.js';
export * from './modules/datepicker/index.js';
export * from './modules/dropdown/index.js';
export * from './modules/select/index.js';
export * from './modules/sidebar/index.js';
export * from './modules/transition/index.js';
