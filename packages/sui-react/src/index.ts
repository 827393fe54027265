export * from './modules/checkbox/index.js';
export * from './modules/dimmer/index.js';
export * from './modules/modal/index.js';
export * from './modules/select/index.js';
export * from './modules/sidebar/index.js';
export * from './modules/tabs/index.js';
export * from './modules/transition/index.js';
export * from './behaviors/localization/index.js';
