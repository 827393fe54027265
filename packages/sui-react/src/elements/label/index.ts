export {
  Label,
  LabelDetail,
  LabelGroup,
  type LabelProps,
  type LabelShorthandProps,
  type LabelDetailProps,
  type LabelGroupProps,
  type LabelColor,
  type LabelPointing,
  type LabelAttached,
  type LabelSize,
} from './Label.js';
