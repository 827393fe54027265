export type { IconName } from './names.js';
export {
  Icon,
  IconGroup,
  type IconProps,
  type IconGroupProps,
  type IconSize,
  type IconCorner,
} from './Icon.js';
