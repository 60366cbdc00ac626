// The star rating (./rating) is left out: only the app banner shows it, a chunk of its own that
// imports it directly, so the design system's chunk does not take it in through this index.
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
