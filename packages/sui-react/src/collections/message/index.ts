export { Message, type MessageProps, type MessageHandle } from './Message.js';
