// The star rating: only the header's app banner shows it, in a chunk of its own (vite.config.ts,
// DS_RATING), so the design system's chunk does not carry it. Its rules (parseRating,
// getStarFills) are the theme's (../theme/theme.logic.ts).
export { Rating, type RatingProps } from './rating';
