export { Rating, type RatingProps } from './Rating.js';
export { RATING_MAXIMUM_LIMIT } from './state.js';
