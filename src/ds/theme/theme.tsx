/**
 * Themes for design-system surfaces (spec header §5 "Theme values"): `useTheme` turns a theme
 * value from an attribute or CMS data into a data-theme attribute (and adopts themes.css into
 * the shadow root); `ThemeSurface` is a box with that attribute. A value that is not a theme is
 * rejected: no data-theme (so the surface keeps the element's own colours) and a warning in the
 * log, once per value.
 *
 * @csspart theme-surface - The themed box; data-theme is the theme.
 */
import { useEffect, type ReactElement, type ReactNode } from 'react';
import { logOnce } from '../../core/logger';
import { useStyles } from '../../shared/use-styles';
import { parseTheme, type Theme } from './theme.logic';
import themesCss from './themes.css?inline';

export interface ThemeBinding {
  /** The theme, or undefined when none was given or the value was rejected. */
  readonly theme: Theme | undefined;
  /** Spread on the element that should carry the theme. */
  readonly themeProps: { readonly 'data-theme'?: Theme };
}

function isAbsent(value: unknown): boolean {
  return value === undefined || value === null || value === '';
}

export function useTheme(value: unknown): ThemeBinding {
  useStyles(themesCss);
  const theme = parseTheme(value);
  const rejected = theme === undefined && !isAbsent(value) ? String(value) : undefined;

  useEffect(() => {
    if (rejected !== undefined) {
      logOnce(`ds-theme:${rejected}`, 'warn', 'Unknown theme value ignored', { value: rejected });
    }
  }, [rejected]);

  return { theme, themeProps: theme === undefined ? {} : { 'data-theme': theme } };
}

export interface ThemeSurfaceProps {
  /** One of the theme values; anything else is ignored and logged. */
  readonly theme: string | undefined;
  readonly children: ReactNode;
  readonly className?: string;
}

/** A box in a theme's colours; the design-system components inside it follow the theme. */
export function ThemeSurface({ theme, children, className }: ThemeSurfaceProps): ReactElement {
  const { themeProps } = useTheme(theme);
  return (
    <div part="theme-surface" className={className} {...themeProps}>
      {children}
    </div>
  );
}
