export {
  Tabset,
  TabHeader,
  TabContent,
  MISSING_CONTENT_ERROR,
  NO_TABS_ERROR,
  type TabsetProps,
  type TabHeaderProps,
  type TabContentProps,
} from './Tabs.js';
