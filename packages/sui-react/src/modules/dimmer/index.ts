export { Dimmer, type DimmerProps } from './Dimmer.js';
