/**
 * What an item's flyout (desktop) or drawer level (mobile) shows (spec header "Main navigation").
 *
 * A category: a drill-down list, one level at a time. The level's title, its overview entry (the
 * overview-item-title prop, else "Show all: {title}") linking to the level's own page, then its
 * children: a child with children of its own is a button that drills into its level, a leaf is
 * a link. Beside the list the level's teaser (title, list of links), and on the category's own
 * level its category banner (promotion ~category_banner, any of the tags: the category's key).
 * A back step leads up a level.
 *
 * Theme worlds: the sections scout, new, more and lastChance with headline and theme worlds
 * (image, loaded lazily, title, badges, availability, card flag, end date text, only-x-days-left
 * text), texts from the answer's translations (i18n defaults where it has none), the overview
 * page's link and the phase-integration block (promotion ~phase_integration).
 *
 * The drill-down path is the caller's (the desktop item or the drawer), so Escape and the back
 * step can change it from outside; useLevelFocus (navigation-focus.ts) moves focus with it. Every
 * link carries its trail in data-trail: the navigation tracks the click (navigation.tsx).
 *
 * Loaded on a shopper's intent (a top-level item's pointer, focus or touch; the drawer's), with
 * its stylesheet: the bar that shows on load does without it.
 */
import type { ReactElement, RefObject } from 'react';
import { THEME_WORLD_SECTIONS, type ThemeWorld } from '../core/schemas/navigation';
import { Icon } from '../ds/icon-button/index';
import { PromotionBlock } from '../promotions/promotions';
import { useTranslate } from '../shared/shop-context';
import { prepareStyles } from '../shared/stylesheets';
import { useStyles } from '../shared/use-styles';
import type { MessageKey } from '../../i18n/types';
import type {
  CategoryItem,
  NavigationItem,
  ThemeWorldsItem,
} from '../../stores/navigation/navigation.items';
import { useLevelFocus } from './navigation-focus';
import { getTrail } from './navigation.logic';
import css from './navigation-levels.css?inline';

// this module loads on intent, during the 300 ms hover delay: its sheet is parsed now, not in the
// flyout's first render
prepareStyles(css);

export interface NavigationSettings {
  readonly overviewItemTitle: string | undefined;
  readonly loyaltyCardLogoClaim: string | undefined;
}

export interface NavigationLevelProps {
  readonly item: NavigationItem;
  readonly settings: NavigationSettings;
  /** Child indices from the item's own level down. */
  readonly path: readonly number[];
  readonly onPathChange: (path: readonly number[]) => void;
  /** The back step from the item's own level (the drawer's way back to its menu). */
  readonly onBack?: (() => void) | undefined;
  /**
   * Where focus follows the path (useLevelFocus): the desktop flyout's panel. The drawer follows
   * its own path, from its menu down, and leaves it out. Here, not in the bar, so that the focus
   * code loads with the levels, on intent.
   */
  readonly focusRef?: RefObject<HTMLElement | null> | undefined;
}

const linkTarget = (target: string | undefined) =>
  target === '_blank' ? { target, rel: 'noopener' } : {};

export function BackButton({ onClick }: { readonly onClick: () => void }): ReactElement {
  const t = useTranslate();
  return (
    <button type="button" className="navigation__control navigation__back" onClick={onClick}>
      <Icon name="arrow-left" />
      {t('navigation.back')}
    </button>
  );
}

export interface LevelEntryProps {
  readonly title: string;
  readonly href: string | undefined;
  readonly target?: string | undefined;
  /** What navigation_click reports for the link. */
  readonly trail: string;
  /** Given: a button that drills into the entry's level (focus comes back to it by index). */
  readonly onDrill?: (() => void) | undefined;
  readonly drillIndex?: number;
}

/** One entry of a level: a button into its own level, or a link. */
export function LevelEntry({
  title,
  href,
  target,
  trail,
  onDrill,
  drillIndex,
}: LevelEntryProps): ReactElement {
  return (
    <li>
      {onDrill ? (
        <button
          type="button"
          className="navigation__control navigation__entry"
          data-drill={drillIndex}
          onClick={onDrill}
        >
          {title}
          <Icon name="chevron-right" />
        </button>
      ) : (
        <a
          className="navigation__control navigation__entry"
          href={href}
          {...linkTarget(target)}
          data-trail={trail}
        >
          {title}
        </a>
      )}
    </li>
  );
}

function CategoryLevel({
  item,
  settings,
  path,
  onPathChange,
  onBack,
}: NavigationLevelProps & { readonly item: CategoryItem }): ReactElement {
  const t = useTranslate();
  const trail = getTrail(item.node, path);
  const depth = trail.length - 1;
  const node = trail[depth] ?? item.node;
  const titles = trail.map((entry) => entry.title).join(' > ');
  const back = depth > 0 ? () => onPathChange(path.slice(0, depth - 1)) : onBack;
  return (
    // a level of its own per depth: it slides in (navigation.css)
    <div key={depth} className="navigation__level">
      {back && <BackButton onClick={back} />}
      <h2 className="navigation__title">{node.title}</h2>
      <div className="navigation__columns">
        <ul className="navigation__list">
          <li>
            <a
              className="navigation__control navigation__overview"
              href={node.href}
              {...linkTarget(node.target)}
              data-trail={titles}
            >
              {settings.overviewItemTitle || t('navigation.overview', { title: node.title })}
            </a>
          </li>
          {node.children.map((child, index) => (
            <LevelEntry
              key={index}
              title={child.title}
              href={child.href}
              target={child.target}
              trail={`${titles} > ${child.title}`}
              drillIndex={index}
              onDrill={
                child.children.length > 0
                  ? () => onPathChange([...path.slice(0, depth), index])
                  : undefined
              }
            />
          ))}
        </ul>
        {node.teaser && (
          <div>
            {node.teaser.title && <p className="navigation__headline">{node.teaser.title}</p>}
            <ul className="navigation__list">
              {node.teaser.list.map((link, index) => (
                <LevelEntry
                  key={index}
                  title={link.title}
                  href={link.href}
                  trail={`${titles} > ${link.title}`}
                />
              ))}
            </ul>
          </div>
        )}
        {depth === 0 && <PromotionBlock promotionId="~category_banner" anyOfTags={[item.key]} />}
      </div>
    </div>
  );
}

const AVAILABILITY_TEXTS = {
  AVAILABLE: 'available',
  COMING_SOON: 'comingSoon',
  ONLINE_ONLY: 'onlineOnly',
} as const;

function ThemeWorldsLevel({
  item,
  settings,
  onBack,
}: NavigationLevelProps & { readonly item: ThemeWorldsItem }): ReactElement | null {
  const t = useTranslate();
  const worlds = item.themeWorlds;
  if (!worlds) return null;
  const text = (
    key: (typeof AVAILABILITY_TEXTS)[keyof typeof AVAILABILITY_TEXTS] | 'showAll' | 'cardOffer',
  ) => worlds.translations[key] ?? t(`navigation.themeWorlds.${key}` satisfies MessageKey);
  const world = (entry: ThemeWorld, index: number): ReactElement => (
    <li key={index}>
      <a
        className="navigation__world"
        href={entry.url}
        data-trail={`${item.title} > ${entry.title}`}
      >
        {entry.imgUrl && (
          <img
            className="navigation__image"
            src={entry.imgUrl}
            alt=""
            loading="lazy"
            width="320"
            height="180"
          />
        )}
        <span className="navigation__world-title">{entry.title}</span>
        {entry.badges.map((badge, badgeIndex) => (
          <span key={badgeIndex} className="navigation__badge" data-badge={badge.type}>
            {badge.text}
          </span>
        ))}
        {entry.availability && <span>{text(AVAILABILITY_TEXTS[entry.availability])}</span>}
        {entry.card && (
          <span data-card="">{settings.loyaltyCardLogoClaim || text('cardOffer')}</span>
        )}
        {entry.endDateText && <time dateTime={entry.endDate}>{entry.endDateText}</time>}
        {entry.onlyXDaysLeftText && <strong>{entry.onlyXDaysLeftText}</strong>}
      </a>
    </li>
  );
  return (
    <div className="navigation__level">
      {onBack && <BackButton onClick={onBack} />}
      <h2 className="navigation__title">{item.title}</h2>
      {item.href && (
        <a
          className="navigation__control navigation__overview"
          href={item.href}
          data-trail={item.title}
        >
          {text('showAll')}
        </a>
      )}
      <div className="navigation__sections">
        {THEME_WORLD_SECTIONS.map((key) => {
          const section = worlds[key];
          if (section.themeworlds.length === 0) return null;
          return (
            <div key={key}>
              {section.headline && <h3 className="navigation__headline">{section.headline}</h3>}
              <ul className="navigation__worlds">{section.themeworlds.map(world)}</ul>
            </div>
          );
        })}
      </div>
      <PromotionBlock promotionId="~phase_integration" />
    </div>
  );
}

export function NavigationLevel(props: NavigationLevelProps): ReactElement | null {
  useStyles(css);
  useLevelFocus(props.focusRef, props.path);
  const { item } = props;
  return item.kind === 'THEME_WORLDS' ? (
    <ThemeWorldsLevel {...props} item={item} />
  ) : (
    <CategoryLevel {...props} item={item} />
  );
}
