export { Advertisement, type AdvertisementProps, type AdvertisementUnit } from './Advertisement.js';
