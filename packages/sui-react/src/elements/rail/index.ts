export { Rail, type RailProps, type RailSize } from './Rail.js';
