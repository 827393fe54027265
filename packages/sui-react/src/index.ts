export * from './collections/message/index.js';
export * from './collections/pagination/index.js';
export * from './modules/accordion/index.js';
export * from './modules/checkbox/index.js';
export * from './modules/collapse/index.js';
export * from './modules/sidebar/index.js';
export * from './modules/transition/index.js';
