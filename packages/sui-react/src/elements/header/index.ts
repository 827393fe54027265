export {
  Header,
  HeaderContent,
  HeaderSubheader,
  type HeaderProps,
  type HeaderContentProps,
  type HeaderSubheaderProps,
} from './Header.js';
