import { createContext } from 'react';

/**
 * The class `useShowHide` gives an element that is hidden and not animating, after `transition`:
 * `hidden` by default. sui-react/compat's Dropdown provides `''`, because Semantic UI React marks a
 * closed dropdown menu `menu transition` only (the kit's `.ui.dropdown .menu` is hidden anyway).
 */
export const ClosedTransitionClass = createContext('hidden');
