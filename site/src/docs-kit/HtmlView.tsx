import { useEffect, useState, type RefObject } from 'react';
import { CodeBlock } from './CodeBlock';
import { formatHtml, type FormattedHtml } from './html-view';

/**
 * The HTML an example renders now, formatted, redrawn (once a frame at most) whenever the example's
 * markup changes: open a menu or tick a box and the classes change here too. Loaded with the first
 * "View HTML", so no page's first load carries it.
 */
export default function HtmlView({
  target,
  title,
}: {
  target: RefObject<HTMLElement | null>;
  title: string;
}) {
  const [formatted, setFormatted] = useState<FormattedHtml | null>(null);
  useEffect(() => {
    const root = target.current;
    if (!root) return;
    let frame = 0;
    const draw = () => {
      frame = 0;
      setFormatted(formatHtml(root));
    };
    draw();
    const observer = new MutationObserver(() => {
      if (!frame) frame = requestAnimationFrame(draw);
    });
    observer.observe(root, { subtree: true, childList: true, attributes: true, characterData: true });
    return () => {
      observer.disconnect();
      cancelAnimationFrame(frame);
    };
  }, [target]);
  if (!formatted) return null;
  return (
    <>
      <CodeBlock source={formatted} caption={`${title}: the HTML it renders now`} />
      <p className="html-view-note">
        Popups, modals and page dimmers are rendered at the end of the document (through a portal), so they
        are not in this view.
      </p>
    </>
  );
}
