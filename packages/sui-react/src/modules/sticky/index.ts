export { Sticky, type StickyProps, type ElementOrRef } from './Sticky.js';
