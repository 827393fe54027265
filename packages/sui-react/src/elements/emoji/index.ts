export type { EmojiName } from './names.js';
export { Emoji, type EmojiProps, type EmojiSize } from './Emoji.js';
