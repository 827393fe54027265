export type { FlagName } from './names.js';
export { Flag, type FlagProps } from './Flag.js';
