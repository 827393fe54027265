import index from 'virtual:search-index';
import SearchDialog from './SearchDialog';

/**
 * The search dialog over the whole site's index (made at build time, build/search-index.ts), as
 * SiteSearch loads it when the search first opens. The dialog itself takes any index, so its unit
 * tests give it one of their own.
 */
export default function SiteSearchDialog({ onClose }: { onClose: () => void }) {
  return <SearchDialog index={index} onClose={onClose} />;
}
