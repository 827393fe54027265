// The address an Embed loads, built from its props with URL and URLSearchParams (no string
// concatenation: ids and colours are encoded), and the checks that refuse bad input.
import { assertOneOf, badProp, DEV } from '../../internal/errors.js';

/** The video networks an Embed knows how to address by id. */
export const EMBED_SOURCES = ['youtube', 'vimeo'] as const;
export type EmbedSource = (typeof EMBED_SOURCES)[number];

/** The player settings that shape a YouTube or Vimeo address. */
export interface EmbedPlayerOptions {
  autoplay: boolean;
  brandedUI: boolean;
  color: string | undefined;
  hd: boolean;
}

const NETWORK_NAMES: Record<EmbedSource, string> = { youtube: 'YouTube', vimeo: 'Vimeo' };

/** Refuses an address that is not an absolute http(s) URL and returns it parsed. */
export function parseHttpUrl(prop: string, value: unknown): URL {
  let parsed: URL | null = null;
  if (typeof value === 'string') {
    try {
      parsed = new URL(value);
    } catch {
      parsed = null;
    }
  }
  if (!parsed || (parsed.protocol !== 'https:' && parsed.protocol !== 'http:'))
    badProp('Embed', prop, DEV && 'an absolute http: or https: address', value);
  return parsed;
}

/**
 * Checks what an Embed shows: a `source` with a `videoId`, or a `url` (never both), or, when it
 * has its own content, neither. Throws the library's error for anything else.
 */
export function checkEmbedInput(source: unknown, videoId: unknown, url: unknown, hasContent: boolean): void {
  assertOneOf('Embed', 'source', source, EMBED_SOURCES);
  if (source !== undefined && url !== undefined)
    throw new Error(
      DEV
        ? `Embed: give either source (with videoId) or url, not both (got source "${String(source)}" and url "${String(url)}").`
        : 'Embed: source and url together.',
    );
  if (source !== undefined && (typeof videoId !== 'string' || videoId.trim() === ''))
    badProp(
      'Embed',
      'videoId',
      DEV && `the ${String(source)} video's id when source is "${String(source)}"`,
      videoId,
    );
  if (url !== undefined) parseHttpUrl('url', url);
  if (source === undefined && url === undefined && !hasContent)
    throw new Error(
      DEV
        ? `Embed: nothing to embed. Give a source with a videoId, a url, or children to show once active (got source ${String(source)}, url ${String(url)}).`
        : `Embed: nothing to embed (got source ${String(source)}, url ${String(url)}).`,
    );
}

/** The address of the player for a video on `source`, with the player settings as parameters. */
export function playerUrl(source: EmbedSource, videoId: string, options: EmbedPlayerOptions): string {
  const on = (flag: boolean) => (flag ? '1' : '0');
  if (source === 'youtube') {
    const url = new URL(`https://www.youtube.com/embed/${encodeURIComponent(videoId)}`);
    const query = new URLSearchParams({
      autoplay: on(options.autoplay),
      hq: on(options.hd),
      // Without the network's branding, and with related videos from the same channel only.
      modestbranding: on(!options.brandedUI),
      rel: on(options.brandedUI),
    });
    if (options.color) query.set('color', options.color);
    url.search = query.toString();
    return url.href;
  }
  const url = new URL(`https://player.vimeo.com/video/${encodeURIComponent(videoId)}`);
  const query = new URLSearchParams({
    autoplay: on(options.autoplay),
    byline: on(options.brandedUI),
    portrait: on(options.brandedUI),
    title: on(options.brandedUI),
  });
  // Vimeo takes a hexadecimal colour without its '#'.
  if (options.color) query.set('color', options.color.replace(/^#/, ''));
  url.search = query.toString();
  return url.href;
}

/** What the content is, when the Embed was given no title: "YouTube video abc", or a url's host. */
export function defaultEmbedTitle(
  source: EmbedSource | undefined,
  videoId: string | undefined,
  url: string | undefined,
): string {
  if (source) return `${NETWORK_NAMES[source]} video ${videoId ?? ''}`.trim();
  if (url) return `content from ${new URL(url).host}`;
  return 'embedded content';
}
