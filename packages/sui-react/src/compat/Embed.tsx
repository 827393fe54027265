// Semantic UI React's Embed over sui-react's own (modules/embed): its `id`, `content`, `icon` and
// `iframe` shorthand and its `onClick(event, data)`. The placeholder, the play button, the iframe
// and the checks of the address are the native Embed's.
import {
  forwardRef,
  isValidElement,
  type ElementType,
  type HTMLAttributes,
  type MouseEvent,
  type ReactElement,
  type ReactNode,
} from 'react';
import type { IconProps } from '../elements/icon/index.js';
import {
  Embed as NativeEmbed,
  type EmbedIframeProps,
  type EmbedProps as NativeEmbedProps,
  type EmbedSource,
} from '../modules/embed/index.js';

export interface EmbedProps extends Omit<
  HTMLAttributes<HTMLDivElement>,
  'placeholder' | 'color' | 'content' | 'id' | 'onClick'
> {
  /** The element to render (`div`). */
  as?: ElementType;
  /** Whether the embed is active (showing its content). Controlled. */
  active?: boolean;
  /**
   * Whether the embed starts active, when `active` is not controlled.
   * @default false
   */
  defaultActive?: boolean;
  /** The embed's shape. Without it the kit draws 16:9. */
  aspectRatio?: '4:3' | '16:9' | '21:9';
  /**
   * Whether a YouTube or Vimeo video starts playing once the embed is active.
   * @default true
   */
  autoplay?: boolean;
  /**
   * Whether the YouTube or Vimeo player shows the network's branding.
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
  /** The video network to play from, with `id`. */
  source?: EmbedSource;
  /** The id of the video on `source` (required with `source`). Not the element's HTML id. */
  id?: string;
  /** The address of the page to embed (an absolute http: or https: URL), instead of `source`. */
  url?: string;
  /** The address of an image shown until the embed is active. */
  placeholder?: string;
  /**
   * The icon over the placeholder: its name, Icon props, an `<Icon>` element, or `null` for none.
   * @default "video play"
   */
  icon?: string | IconProps | ReactElement | null;
  /** Attributes for the iframe (an object), or its address (a string). */
  iframe?: EmbedIframeProps | string;
  /** Content shown once active instead of the iframe (in place of `children`). */
  content?: ReactNode;
  /** Content shown once active instead of the iframe. */
  children?: ReactNode;
  /**
   * Called on every click on the embed, with `data` = the props and `active: true`.
   * @param event React's click event.
   * @param data The props, with `active: true`.
   */
  onClick?: (event: MouseEvent<HTMLElement>, data: EmbedProps & { active: true }) => void;
}

function iconName(icon: EmbedProps['icon']): string | false {
  if (icon === undefined) return 'video play';
  if (icon === null || typeof icon === 'boolean') return false;
  if (typeof icon === 'string') return icon;
  const props = (isValidElement(icon) ? icon.props : icon) as IconProps;
  return typeof props.name === 'string' ? props.name : 'video play';
}

/**
 * Semantic UI React's Embed (an adapter over sui-react's Embed). What it does better, kept: the
 * play button is a real `<button>` named "Play video: …" that the keyboard reaches and activates,
 * focus moves into the player once it shows, the placeholder image has an empty `alt`, the iframe
 * is titled and its address is built with URLSearchParams over https. A `source` without `id`, a
 * `url` that is not http(s), or both `source` and `url`, throw a clear error instead of rendering a
 * broken player. `color` has no default (Semantic UI React sends #444444, which YouTube ignores).
 */
export const Embed = forwardRef<HTMLDivElement, EmbedProps>(function Embed(props, ref) {
  const { id, icon, iframe, content, children, onClick, ...rest } = props;
  const native: NativeEmbedProps = {
    ...rest,
    videoId: id,
    icon: iconName(icon),
    iframe: typeof iframe === 'string' ? { src: iframe } : iframe,
    children: children ?? content,
    onClick: onClick && ((event) => onClick(event, { ...props, active: true })),
  };
  return <NativeEmbed {...native} ref={ref} />;
});
