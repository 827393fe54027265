export {
  Reveal,
  RevealContent,
  type RevealProps,
  type RevealContentProps,
  type RevealAnimation,
} from './Reveal.js';
