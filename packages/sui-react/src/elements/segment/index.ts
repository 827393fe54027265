export {
  Segment,
  SegmentGroup,
  SegmentInline,
  type SegmentProps,
  type SegmentGroupProps,
  type SegmentInlineProps,
  type SegmentSize,
  type SegmentScrolling,
} from './Segment.js';
