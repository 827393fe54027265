// Loaded lazily by the docs kit, so that neither the popup code nor its CSS is in the first bundle.
import 'fomantic-ui-css/components/popup.min.css';
import 'fomantic-ui-css/components/transition.min.css';
import type { ReactElement } from 'react';
import { Popup } from 'sui-react/popup';

interface TooltipProps {
  /** The tooltip text. */
  text: string;
  /** The element it describes. */
  children: ReactElement;
}

/**
 * A site-frame tooltip: inverted with a 300 ms delay, from the app's PopupConfigProvider. It is
 * rendered inline, next to its trigger, so that it stays inside the page's landmarks.
 */
export default function Tooltip({ text, children }: TooltipProps) {
  return (
    <Popup content={text} inline className="site-tooltip">
      {children}
    </Popup>
  );
}
