// The star rating is a component of its own, src/ds/rating (only the app banner shows it, in a
// chunk of its own); its rules are here, in theme.logic.ts.
export { AspectRatio, type AspectRatioProps } from './aspect-ratio';
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
