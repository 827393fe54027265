import {
  forwardRef,
  useImperativeHandle,
  useRef,
  type CSSProperties,
  type ElementType,
  type HTMLAttributes,
  type IframeHTMLAttributes,
  type MouseEvent,
  type ReactNode,
} from 'react';
import { cx } from '../../internal/classNames.js';
import { assertOneOf } from '../../internal/errors.js';
import { useControllableState } from '../../internal/useControllableState.js';
import { useLayoutEffect } from '../../internal/useLayoutEffect.js';
import { checkEmbedInput, defaultEmbedTitle, parseHttpUrl, playerUrl, type EmbedSource } from './source.js';

/** The shapes the kit draws an embed in (its default is 16:9). */
export const EMBED_ASPECT_RATIOS = ['4:3', '16:9', '21:9', 'square'] as const;
export type EmbedAspectRatio = (typeof EMBED_ASPECT_RATIOS)[number];

/** Attributes for the iframe an active Embed shows. */
export type EmbedIframeProps = Omit<IframeHTMLAttributes<HTMLIFrameElement>, 'children'>;

export interface EmbedProps extends Omit<
  HTMLAttributes<HTMLDivElement>,
  'title' | 'placeholder' | 'color' | 'children'
> {
  /** The video network to play from, with `videoId`. Use `url` instead for any other page. */
  source?: EmbedSource;
  /** The id of the video on `source` (required with `source`). */
  videoId?: string;
  /** The address of the page to embed: an absolute http: or https: URL. Not with `source`. */
  url?: string;
  /**
   * What the content is, for people who cannot see it: it names the play button and the iframe.
   * @default "YouTube video <videoId>", "Vimeo video <videoId>" or "content from <host of url>"
   */
  title?: string;
  /**
   * The accessible name of the button that activates the embed.
   * @default "Play video: <title>" with a source, else "Load embedded content: <title>"
   */
  playLabel?: string;
  /** The address of an image shown until the embed is active. */
  placeholder?: string;
  /**
   * The Fomantic icon drawn over the placeholder, or `false` for none.
   * @default "video play"
   */
  icon?: string | false;
  /** The embed's shape. Without it the kit draws 16:9. */
  aspectRatio?: EmbedAspectRatio;
  /**
   * Whether a YouTube or Vimeo video starts playing as soon as the embed is active.
   * @default true
   */
  autoplay?: boolean;
  /**
   * Whether the YouTube or Vimeo player shows the network's branding (title, byline, logo,
   * related videos from other channels).
   * @default false
   */
  brandedUI?: boolean;
  /** The colour of the player's controls (YouTube takes `red` or `white`, Vimeo a hex colour). */
  color?: string;
  /**
   * Whether to ask YouTube for high-quality playback.
   * @default true
   */
  hd?: boolean;
  /** Attributes for the iframe (`allowFullScreen`, `style`, `src`…), over the ones the Embed sets. */
  iframe?: EmbedIframeProps;
  /** Whether the embed is active (showing its content instead of the placeholder). Controlled. */
  active?: boolean;
  /**
   * Whether the embed starts active, when `active` is not controlled.
   * @default false
   */
  defaultActive?: boolean;
  /** Called with `true` when the user activates the embed (a click or the play button). */
  onActiveChange?: (active: boolean) => void;
  /** Content shown once active instead of the iframe (a map, a custom player). */
  children?: ReactNode;
  /**
   * The element to render (`section`, `figure`…).
   * @default "div"
   */
  as?: ElementType;
}

const COVER: CSSProperties = {
  position: 'absolute',
  top: 0,
  left: 0,
  width: '100%',
  height: '100%',
  margin: 0,
  padding: 0,
  border: 0,
  background: 'transparent',
  cursor: 'pointer',
  // Inside the embed, which clips anything that overflows it.
  outlineOffset: '-4px',
  zIndex: 11,
};

/**
 * Shows a placeholder image with a play icon and, once the user activates it (by a click anywhere
 * on it, or by its play button from the keyboard), the YouTube or Vimeo player, the page at `url`
 * or its own children. The iframe exists only once active, so nothing loads from the network
 * before that. The play button is a real `<button>` named "Play video: <title>"; activating it
 * moves focus into the content that replaces it.
 */
export const Embed = forwardRef<HTMLDivElement, EmbedProps>(function Embed(
  {
    source,
    videoId,
    url,
    title,
    playLabel,
    placeholder,
    icon = 'video play',
    aspectRatio,
    autoplay = true,
    brandedUI = false,
    color,
    hd = true,
    iframe,
    active: activeProp,
    defaultActive = false,
    onActiveChange,
    children,
    className,
    onClick,
    as: As = 'div',
    ...rest
  },
  ref,
) {
  assertOneOf('Embed', 'aspectRatio', aspectRatio, EMBED_ASPECT_RATIOS);
  checkEmbedInput(source, videoId, url, children != null || iframe?.src !== undefined);
  if (iframe?.src !== undefined) parseHttpUrl('iframe.src', iframe.src);

  const [active, setActive] = useControllableState(activeProp, defaultActive, onActiveChange);
  const root = useRef<HTMLDivElement>(null);
  const content = useRef<HTMLElement | null>(null);
  // Set when the activation came with focus on the play button, which then goes away.
  const moveFocus = useRef(false);
  useImperativeHandle(ref, () => root.current!, []);

  useLayoutEffect(() => {
    if (!active || !moveFocus.current) return;
    moveFocus.current = false;
    // Unless focus went somewhere else meanwhile (a parent that held `active` back, then set it).
    const focused = document.activeElement;
    if (!focused || focused === document.body || root.current!.contains(focused)) content.current?.focus();
  }, [active]);

  const name = title ?? defaultEmbedTitle(source, videoId, url);
  const handleClick = (event: MouseEvent<HTMLDivElement>) => {
    onClick?.(event);
    if (event.defaultPrevented || active) return;
    moveFocus.current = !!root.current?.contains(document.activeElement);
    setActive(true);
  };

  const button = active ? null : (
    <button
      type="button"
      aria-label={playLabel ?? (source ? `Play video: ${name}` : `Load embedded content: ${name}`)}
      style={COVER}
    />
  );

  let body: ReactNode = null;
  if (active) {
    if (children != null) {
      body = (
        <div className="embed" tabIndex={-1} ref={(el) => void (content.current = el)}>
          {children}
        </div>
      );
    } else {
      const src = source ? playerUrl(source, videoId!, { autoplay, brandedUI, color, hd }) : url;
      body = (
        <div className="embed">
          <iframe
            title={name}
            src={src}
            allow="autoplay; encrypted-media; fullscreen; picture-in-picture"
            width="100%"
            height="100%"
            {...iframe}
            ref={(el) => void (content.current = el)}
          />
        </div>
      );
    }
  }

  return (
    <As
      {...rest}
      ref={root}
      className={cx('ui', aspectRatio, active && 'active', 'embed', className)}
      onClick={handleClick}
    >
      {icon === false ? button : <i className={cx(icon, 'icon')}>{button}</i>}
      {placeholder && <img className="placeholder" src={placeholder} alt="" />}
      {body}
    </As>
  );
});
