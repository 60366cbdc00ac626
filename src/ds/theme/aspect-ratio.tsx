/**
 * A box with a fixed aspect ratio for images and videos (spec header §5 "Aspect ratio accepts
 * only 16/9, 4/3, 3/2, 1/1 or a number"). A rejected ratio leaves the box at its content's
 * natural height and logs a warning once per value, rather than guessing a shape.
 *
 * @csspart aspect-ratio - The box; data-state="fixed|free".
 * @cssprop --se-aspect-ratio - The parsed ratio (width / height), set on the box.
 */
import { useEffect, type CSSProperties, type ReactElement, type ReactNode } from 'react';
import { logOnce } from '../../core/logger';
import { useStyles } from '../../shared/use-styles';
import css from './aspect-ratio.css?inline';
import { parseAspectRatio } from './theme.logic';

export interface AspectRatioProps {
  /** '16/9', '4/3', '3/2', '1/1' or a positive number (width / height). */
  readonly ratio: string | number;
  readonly children: ReactNode;
}

export function AspectRatio({ ratio, children }: AspectRatioProps): ReactElement {
  useStyles(css);
  const parsed = parseAspectRatio(ratio);
  const rejected = parsed === undefined ? String(ratio) : undefined;

  useEffect(() => {
    if (rejected !== undefined) {
      logOnce(`ds-aspect-ratio:${rejected}`, 'warn', 'Unknown aspect ratio ignored', {
        value: rejected,
      });
    }
  }, [rejected]);

  return (
    <div
      part="aspect-ratio"
      className="aspect-ratio"
      data-state={parsed === undefined ? 'free' : 'fixed'}
      style={parsed === undefined ? undefined : ({ '--se-aspect-ratio': parsed } as CSSProperties)}
    >
      {children}
    </div>
  );
}
