export {
  Embed,
  EMBED_ASPECT_RATIOS,
  type EmbedAspectRatio,
  type EmbedIframeProps,
  type EmbedProps,
} from './Embed.js';
export { EMBED_SOURCES, type EmbedSource } from './source.js';
