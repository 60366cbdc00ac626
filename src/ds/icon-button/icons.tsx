/**
 * The design system's inline icon set: 24x24 viewBox, drawn in `currentColor`, so an icon takes
 * the colour of the text around it in every theme. Decorative by default (aria-hidden): the
 * control that shows an icon carries the accessible name.
 *
 * Line icons share one stroke style (2 px, round caps and joins); the stars are filled.
 */
import type { ReactElement } from 'react';

export const ICON_NAMES = [
  'close',
  'cart',
  'search',
  'user',
  'store',
  'chevron-down',
  'chevron-right',
  'arrow-left',
  'lock',
  'trash',
  'plus',
  'minus',
  'info',
  'check',
  'warning',
  'error',
  'star',
  'star-half',
  'copy',
  'pause',
  'play',
] as const;

export type IconName = (typeof ICON_NAMES)[number];

export function isIconName(value: unknown): value is IconName {
  return typeof value === 'string' && (ICON_NAMES as readonly string[]).includes(value);
}

const STAR_POINTS =
  '12 2.5 14.9 8.6 21.5 9.3 16.6 13.8 18 20.4 12 17 6 20.4 7.4 13.8 2.5 9.3 9.1 8.6';

function Line({ d }: { d: string }): ReactElement {
  return (
    <path
      d={d}
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
    />
  );
}

function Ring({ cx, cy, r }: { cx: number; cy: number; r: number }): ReactElement {
  return <circle cx={cx} cy={cy} r={r} fill="none" stroke="currentColor" strokeWidth={2} />;
}

function Dot({ cx, cy }: { cx: number; cy: number }): ReactElement {
  return <circle cx={cx} cy={cy} r={1.25} fill="currentColor" />;
}

/** The drawing of each icon; a Record, so a name without a drawing fails the type check. */
const ICON_SHAPES: Readonly<Record<IconName, ReactElement>> = {
  close: <Line d="M6 6l12 12M18 6L6 18" />,
  cart: (
    <>
      <Line d="M2.5 4h2.5l2.3 10.3a1 1 0 0 0 1 .7h9.4a1 1 0 0 0 1-.8L20.5 7.5H6" />
      <Dot cx={9} cy={19.5} />
      <Dot cx={17.5} cy={19.5} />
    </>
  ),
  search: (
    <>
      <Ring cx={10.5} cy={10.5} r={6.5} />
      <Line d="M15.5 15.5l5 5" />
    </>
  ),
  user: (
    <>
      <Ring cx={12} cy={8} r={4} />
      <Line d="M4 21c0-4.2 3.6-7 8-7s8 2.8 8 7" />
    </>
  ),
  store: <Line d="M3 9.5l1.8-5.5h14.4L21 9.5M3 9.5h18M5 9.5V20h14V9.5M10 20v-5h4v5" />,
  'chevron-down': <Line d="M6 9l6 6 6-6" />,
  'chevron-right': <Line d="M9 6l6 6-6 6" />,
  'arrow-left': <Line d="M20 12H4.5M10.5 5.5L4 12l6.5 6.5" />,
  lock: (
    <>
      <rect
        x={5}
        y={10.5}
        width={14}
        height={10}
        rx={1.5}
        fill="none"
        stroke="currentColor"
        strokeWidth={2}
      />
      <Line d="M8.5 10.5V7.5a3.5 3.5 0 0 1 7 0v3" />
    </>
  ),
  trash: <Line d="M4 7h16M9.5 7V4.5h5V7M6.5 7l1 13h9l1-13M10 11v5.5M14 11v5.5" />,
  plus: <Line d="M12 5v14M5 12h14" />,
  minus: <Line d="M5 12h14" />,
  info: (
    <>
      <Ring cx={12} cy={12} r={9} />
      <Line d="M12 11v5.5" />
      <Dot cx={12} cy={7.75} />
    </>
  ),
  check: <Line d="M5 12.5l4.5 4.5L19 7" />,
  warning: (
    <>
      <Line d="M12 3.5L2.5 20h19z" />
      <Line d="M12 10v4.5" />
      <Dot cx={12} cy={17.25} />
    </>
  ),
  error: (
    <>
      <Ring cx={12} cy={12} r={9} />
      <Line d="M9 9l6 6M15 9l-6 6" />
    </>
  ),
  star: <polygon points={STAR_POINTS} fill="currentColor" />,
  'star-half': (
    <>
      <polygon
        points={STAR_POINTS}
        fill="none"
        stroke="currentColor"
        strokeWidth={1.5}
        strokeLinejoin="round"
      />
      <path d="M12 2.5L9.1 8.6 2.5 9.3l4.9 4.5L6 20.4l6-3.4z" fill="currentColor" />
    </>
  ),
  copy: (
    <>
      <rect
        x={8.5}
        y={8.5}
        width={12}
        height={12}
        rx={2}
        fill="none"
        stroke="currentColor"
        strokeWidth={2}
      />
      <Line d="M15.5 8.5V5a1.5 1.5 0 0 0-1.5-1.5H5A1.5 1.5 0 0 0 3.5 5v9A1.5 1.5 0 0 0 5 15.5h3.5" />
    </>
  ),
  pause: <Line d="M8.5 5v14M15.5 5v14" />,
  play: <Line d="M7 4.5v15L19 12z" />,
};

export interface IconProps {
  readonly name: IconName;
  /** The `part` name for styling from outside the element; 'icon' unless told otherwise. */
  readonly part?: string;
  readonly className?: string;
}

/**
 * An icon, sized 1em by default (it follows the font size of its control); style `width` and
 * `height` to change it. Always decorative: give the surrounding control its name.
 */
export function Icon({ name, part = 'icon', className }: IconProps): ReactElement {
  return (
    <svg
      viewBox="0 0 24 24"
      width="1em"
      height="1em"
      aria-hidden="true"
      focusable="false"
      part={part}
      className={className}
      data-icon={name}
    >
      {ICON_SHAPES[name]}
    </svg>
  );
}
