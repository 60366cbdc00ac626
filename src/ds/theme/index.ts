export { AspectRatio, type AspectRatioProps } from './aspect-ratio';
export { Rating, type RatingProps } from './rating';
export { ThemeSurface, useTheme, type ThemeBinding, type ThemeSurfaceProps } from './theme';
export {
  DEFAULT_RATING_SCALE,
  MAX_RATING_SCALE,
  NAMED_ASPECT_RATIOS,
  THEMES,
  getStarFills,
  isDarkTheme,
  isTheme,
  parseAspectRatio,
  parseRating,
  parseTheme,
  type NamedAspectRatio,
  type ParsedRating,
  type RatingInput,
  type StarFill,
  type Theme,
} from './theme.logic';
