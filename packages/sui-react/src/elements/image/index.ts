export { Image, ImageGroup, type ImageProps, type ImageGroupProps, type ImageDimmerProps } from './Image.js';
