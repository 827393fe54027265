export { Rating, type RatingProps } from './Rating.js';
export { assertRatingMaximum, clampRating, ratingAfterKey, ratingIconClasses } from './state.js';
