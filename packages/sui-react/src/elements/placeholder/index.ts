export {
  Placeholder,
  PlaceholderHeader,
  PlaceholderImage,
  PlaceholderLine,
  PlaceholderParagraph,
  type PlaceholderHeaderProps,
  type PlaceholderImageProps,
  type PlaceholderLineLength,
  type PlaceholderLineProps,
  type PlaceholderParagraphProps,
  type PlaceholderProps,
} from './Placeholder.js';
