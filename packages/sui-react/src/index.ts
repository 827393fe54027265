export * from './modules/checkbox/index.js';
export * from './modules/popup/index.js';
export * from './modules/progress/index.js';
export * from './modules/rating/index.js';
export * from './modules/select/index.js';
export * from './modules/sidebar/index.js';
export * from './modules/transition/index.js';
export * from './behaviors/localization/index.js';
