/**
 * One item of the mini cart (spec header "Mini cart" tile content per kind, "Price block rules",
 * "Availability footnotes"; §8 defective tile and quantity texts), and its removed state with
 * undo and the time left (spec header §4 step 2).
 *
 * Service text (titles, dimension names and values, card numbers) is rendered as text, never as
 * markup; links and images take only same-origin or http(s) addresses (sanitizeUrl), and one
 * that is refused is left out with a warning in the log (getSafeAddress).
 */
import {
  memo,
  useEffect,
  useId,
  useLayoutEffect,
  useRef,
  useState,
  type ReactElement,
  type ReactNode,
} from 'react';
import { formatNumber, formatPrice, getPriceParts } from '../core/format';
import { logOnce } from '../core/logger';
import type { CartArticle, CartDimension, CartPrice } from '../core/schemas/cart';
import { sanitizeUrl } from '../core/url';
import { Button } from '../ds/button/index';
import { Icon, IconButton } from '../ds/icon-button/index';
import { useShop, useTranslate } from '../shared/shop-context';
import { getRemovalRequest } from '../../stores/cart/cart.removal';
import { isDefectiveList, type CartEntry } from '../../stores/cart/index';
import {
  getAvailabilityFootnote,
  getDefectiveTextKey,
  getIntervalText,
  getQuantityTitle,
  getRemainingSeconds,
  getSwatchColor,
  isGiftSubscription,
  shouldShowBestPrice,
  shouldShowOldPrice,
  showsBestPriceTooltip,
  type DisplayedEntry,
} from './minicart.logic';

// ---------------------------------------------------------------------------------------------
// Price block

function BestPriceInfo({ text }: { text: string }): ReactElement {
  const t = useTranslate();
  const [expanded, setExpanded] = useState(false);
  const id = useId();
  return (
    <>
      <button
        type="button"
        className="minicart__info-toggle"
        aria-expanded={expanded}
        aria-controls={id}
        aria-label={t('minicart.price.bestPriceInfoToggle')}
        onClick={() => setExpanded((value) => !value)}
      >
        <Icon name="info" />
      </button>
      <span id={id} className="minicart__info" hidden={!expanded}>
        {text}
      </span>
    </>
  );
}

/**
 * spec header §3 "Price parts": the price's whole number and its decimal part (from the minor
 * units divided by 100), the decimals set apart in smaller figures, as shop price tags print
 * them. The separator stays in the text, so it reads as one price (`59,99`).
 */
function PriceInParts({ minorUnits }: { minorUnits: number }): ReactElement {
  const { site } = useShop();
  const { prefix, whole, decimalSeparator, decimal, suffix } = getPriceParts(minorUnits, site);
  return (
    <>
      {prefix}
      {whole}
      {decimal && (
        <span className="minicart__price-decimal">
          {decimalSeparator}
          {decimal}
        </span>
      )}
      {suffix}
    </>
  );
}

export function PriceBlock({
  price,
  amount,
  free = false,
}: {
  readonly price: CartPrice | undefined;
  /** The amount to show when it is not the price's calculatedPrice (partner products). */
  readonly amount?: number | undefined;
  readonly free?: boolean;
}): ReactElement | null {
  const { site, siteConfig } = useShop();
  const t = useTranslate();
  const current = amount ?? price?.calculatedPrice;
  const showsOld = shouldShowOldPrice(price);
  const showsBest = shouldShowBestPrice(price, siteConfig);
  if (current === undefined && !showsBest) return null;
  return (
    <div className="minicart__price" part="price">
      <p className="minicart__price-line">
        {showsOld && (
          <s className="minicart__price-old">
            <span className="se-visually-hidden">{`${t('minicart.price.oldLabel')} `}</span>
            {formatPrice(price.calculatedOriginalPrice, site)}
          </s>
        )}
        {free && current === 0 ? (
          <span className="minicart__price-current">{t('minicart.item.free')}</span>
        ) : (
          current !== undefined && (
            <span className="minicart__price-current" data-reduced={showsOld || undefined}>
              <PriceInParts minorUnits={current} />
            </span>
          )
        )}
      </p>
      {price?.basePrice && <p className="minicart__price-base">{price.basePrice}</p>}
      {showsBest && (
        <p className="minicart__price-best">
          {t('minicart.price.bestPrice', { price: formatPrice(price.bestPriceAmount, site) })}
          {showsBestPriceTooltip(siteConfig) && (
            <BestPriceInfo text={t('minicart.price.bestPriceInfo')} />
          )}
        </p>
      )}
    </div>
  );
}

// ---------------------------------------------------------------------------------------------
// Parts of a tile

/**
 * The address to render, or undefined for one that sanitizeUrl refuses, which is then named in
 * a warning, as the search's store warns of a suggested product it drops: the item still shows,
 * without that link or image, and support can see why. Once per page load, kind and address: a
 * tile renders again on every cart change and the header's mini cart shows the same items.
 */
function getSafeAddress(
  url: string | undefined,
  what: 'product link' | 'image' | 'form link',
): string | undefined {
  const safe = sanitizeUrl(url);
  // no address is no unsafe address
  if (safe === undefined && url?.trim()) {
    logOnce(`minicart|${what}|${url}`, 'warn', `Left out an unsafe ${what} of a mini cart item`, {
      url,
    });
  }
  return safe;
}

function Dimensions({ dimensions }: { dimensions: readonly CartDimension[] }): ReactElement | null {
  const shown = dimensions.filter((dimension) => dimension.name || dimension.value);
  if (shown.length === 0) return null;
  return (
    <dl className="minicart__dimensions">
      {shown.map((dimension, index) => {
        const color = dimension.type === 'COLOR' ? getSwatchColor(dimension.colorCode) : undefined;
        const image =
          dimension.type === 'IMAGE' ? getSafeAddress(dimension.imageUrl, 'image') : undefined;
        return (
          <div key={`${dimension.name}-${index}`} className="minicart__dimension">
            <dt>{dimension.name}</dt>
            <dd>
              {color && (
                <span
                  className="minicart__swatch"
                  style={{ backgroundColor: color }}
                  aria-hidden="true"
                />
              )}
              {image && (
                <img className="minicart__swatch" src={image} alt="" width="16" height="16" />
              )}
              {dimension.value}
            </dd>
          </div>
        );
      })}
    </dl>
  );
}

function Footnote({
  state,
  children,
}: {
  state: 'error' | 'info';
  children: ReactNode;
}): ReactElement {
  return (
    <p className="minicart__footnote" data-state={state}>
      <Icon name={state === 'error' ? 'error' : 'info'} />
      <span>{children}</span>
    </p>
  );
}

function AvailabilityFootnote({
  availability,
}: {
  availability: string | undefined;
}): ReactElement | null {
  const t = useTranslate();
  const kind = getAvailabilityFootnote(availability);
  if (!kind) return null;
  return (
    <Footnote state={kind}>
      {t(kind === 'error' ? 'cart.quantity.unavailable' : 'cart.quantity.shortage')}
    </Footnote>
  );
}

function TileImage({ url }: { url: string | undefined }): ReactElement {
  const safe = getSafeAddress(url, 'image');
  return (
    <div className="minicart__image">
      {safe && <img src={safe} alt="" width="64" height="64" loading="lazy" decoding="async" />}
    </div>
  );
}

function TileTitle({ text, url }: { text: string; url?: string | undefined }): ReactElement {
  const href = getSafeAddress(url, 'product link');
  return <p className="minicart__title">{href ? <a href={href}>{text}</a> : text}</p>;
}

function SubscriptionArticles({
  label,
  articles,
  marksUnavailable,
}: {
  label: string;
  articles: readonly CartArticle[];
  /** false in a defective subscription: its tile text already says what is unavailable */
  marksUnavailable: boolean;
}): ReactElement | null {
  const { site } = useShop();
  const t = useTranslate();
  if (articles.length === 0) return null;
  return (
    <div className="minicart__sub-articles">
      <p className="minicart__sub-label">{label}</p>
      <ul>
        {articles.map((article, index) => (
          <li key={`${article.tcm ?? article.productId}-${index}`}>
            <span>{getQuantityTitle(article.quantity, article.title, site)}</span>
            {article.price?.calculatedPrice !== undefined && (
              <span className="minicart__sub-price">
                {formatPrice(article.price.calculatedPrice, site)}
              </span>
            )}
            {article.rebatePercentage !== undefined && article.rebatePercentage > 0 && (
              <span className="minicart__sub-rebate">
                {t('minicart.subscription.rebate', {
                  percent: formatNumber(article.rebatePercentage, site, {
                    maximumFractionDigits: 0,
                  }),
                })}
              </span>
            )}
            {marksUnavailable &&
              (article.availability === 'NOT_AVAILABLE' || article.availability === 'SOLDOUT') && (
                <Footnote state="error">{t('cart.defective.subscription')}</Footnote>
              )}
          </li>
        ))}
      </ul>
    </div>
  );
}

/** The tile's content by kind: title line, details and price. */
function TileContent({ entry }: { entry: CartEntry }): ReactElement {
  const { site, locale } = useShop();
  const t = useTranslate();
  switch (entry.list) {
    case 'articles':
    case 'freeArticles':
    case 'defectiveArticles':
    case 'giftCards':
    case 'defectiveGiftCards': {
      const article = 'article' in entry.item ? entry.item.article : entry.item;
      const quantity = 'article' in entry.item ? 1 : article.quantity;
      return (
        <>
          <TileImage url={article.imageUrl} />
          <div className="minicart__details">
            <TileTitle
              text={getQuantityTitle(quantity, article.title, site)}
              url={article.productUrl}
            />
            <Dimensions dimensions={article.dimensions} />
            <PriceBlock price={article.price} free={entry.list === 'freeArticles'} />
            {/* a defective item's own text says it all (spec header §8 defective tile texts) */}
            {!isDefectiveList(entry.list) && (
              <AvailabilityFootnote availability={article.availability} />
            )}
          </div>
        </>
      );
    }
    case 'partnerProducts':
    case 'defectivePartnerProducts': {
      const partner = entry.item;
      const form = getSafeAddress(partner.formUrl, 'form link');
      return (
        <>
          <TileImage url={partner.imageUrl} />
          <div className="minicart__details">
            <TileTitle text={getQuantityTitle(partner.totalQuantity, partner.title, site)} />
            <PriceBlock price={undefined} amount={partner.totalPrice} />
            {form && (
              <a className="minicart__form-link" href={form}>
                {t('minicart.partnerProduct.form')}
              </a>
            )}
          </div>
        </>
      );
    }
    case 'subscriptions':
    case 'defectiveSubscriptions': {
      const subscription = entry.item;
      const interval = getIntervalText(
        subscription.recurringIntervalDuration?.intervalDuration,
        subscription.recurringIntervalDuration?.intervalUnit,
        locale,
      );
      const recurringPrice = subscription.recurringArticlesPrice?.calculatedPrice;
      return (
        <>
          <TileImage url={subscription.imageUrl} />
          <div className="minicart__details">
            {/* one subscription is one item (its removal lowers the count by 1): "1 x title" */}
            <TileTitle
              text={getQuantityTitle(
                1,
                isGiftSubscription(subscription)
                  ? t('minicart.subscription.giftTitle', {
                      deliveries: formatNumber(
                        subscription.giftSubscriptionInformation?.numberOfDeliveries ?? 0,
                        site,
                      ),
                    })
                  : subscription.title,
                site,
              )}
            />
            {isGiftSubscription(subscription) && subscription.title && (
              <p className="minicart__subtitle">{subscription.title}</p>
            )}
            {interval && (
              <p className="minicart__meta">{t('minicart.subscription.interval', { interval })}</p>
            )}
            {recurringPrice !== undefined && (
              <p className="minicart__meta">
                {t('minicart.subscription.recurringPrice', {
                  price: formatPrice(recurringPrice, site),
                })}
              </p>
            )}
            <SubscriptionArticles
              label={t('minicart.subscription.recurringArticles')}
              articles={subscription.recurringArticles}
              marksUnavailable={entry.list === 'subscriptions'}
            />
            <SubscriptionArticles
              label={t('minicart.subscription.nonRecurringArticles')}
              articles={subscription.nonRecurringArticles}
              marksUnavailable={entry.list === 'subscriptions'}
            />
          </div>
        </>
      );
    }
    default:
      return entry satisfies never;
  }
}

export function getEntryTitle(entry: CartEntry): string {
  return 'article' in entry.item ? entry.item.article.title : entry.item.title;
}

// ---------------------------------------------------------------------------------------------
// Undo window

function UndoCountdown({ expiresAt }: { expiresAt: number }): ReactElement {
  const t = useTranslate();
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 250);
    return () => clearInterval(timer);
  }, []);
  const [duration] = useState(() => Math.max(0, expiresAt - Date.now()));
  return (
    <span className="minicart__countdown">
      {t('minicart.item.undoRemaining', { seconds: getRemainingSeconds(expiresAt, now) })}
      <span
        className="minicart__countdown-bar"
        aria-hidden="true"
        style={{ animationDuration: `${duration}ms` }}
      />
    </span>
  );
}

// ---------------------------------------------------------------------------------------------
// The tile

export interface TileProps {
  readonly displayed: DisplayedEntry;
  readonly onRemove: (entry: CartEntry, key: string) => void;
  readonly onUndo: (deletedId: number, entry: CartEntry, key: string) => void;
  /** Where focus goes when a tile that holds it leaves the list. */
  readonly onFocusLost: () => void;
  /** Asks the tile to focus its undo ('undo') or delete ('remove') control once rendered. */
  readonly focusRequest: 'undo' | 'remove' | undefined;
  readonly onFocusDone: () => void;
}

function TileView({
  displayed,
  onRemove,
  onUndo,
  onFocusLost,
  focusRequest,
  onFocusDone,
}: TileProps): ReactElement {
  const t = useTranslate();
  const { entry, deleted } = displayed;
  const title = getEntryTitle(entry);
  const deletable = getRemovalRequest(entry) !== undefined;
  const defectiveText = getDefectiveTextKey(entry.list);
  const itemRef = useRef<HTMLLIElement>(null);
  const undoRef = useRef<HTMLButtonElement | HTMLAnchorElement>(null);
  const removeRef = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (!focusRequest) return;
    const target = focusRequest === 'undo' ? undoRef.current : removeRef.current;
    if (target) {
      target.focus();
      onFocusDone();
    }
  }, [focusRequest, deleted, onFocusDone]);

  // a tile leaving the list (its undo window ended) must not take the focus with it
  useLayoutEffect(() => {
    const item = itemRef.current;
    return () => {
      const root = item?.getRootNode() as ShadowRoot | Document | undefined;
      if (item && root?.activeElement && item.contains(root.activeElement)) onFocusLost();
    };
  }, [onFocusLost]);

  return (
    <li
      ref={itemRef}
      className="minicart__tile"
      part="tile"
      data-kind={entry.list}
      data-state={deleted ? 'deleted' : isDefectiveList(entry.list) ? 'defective' : 'active'}
    >
      {/* a removed item is shown, not offered: inert takes its links out of reach */}
      <div className="minicart__tile-body" inert={deleted !== undefined}>
        <TileContent entry={entry} />
      </div>
      {defectiveText && !deleted && <Footnote state="error">{t(defectiveText)}</Footnote>}
      {entry.list === 'defectiveSubscriptions' && !deleted && (
        <Footnote state="error">{t('cart.defective.subscriptionBlock')}</Footnote>
      )}
      {deleted ? (
        <div className="minicart__deleted">
          <p className="minicart__deleted-label">
            <span className="se-visually-hidden">{`${title}: `}</span>
            {t('minicart.item.removed')}
          </p>
          {deleted.undoRequest && (
            <>
              <Button
                ref={undoRef}
                size="small"
                variant="secondary"
                aria-label={t('minicart.item.undoLabel', { title })}
                onClick={() => onUndo(deleted.id, entry, displayed.key)}
              >
                {t('minicart.item.undo')}
              </Button>
              <UndoCountdown expiresAt={deleted.expiresAt} />
            </>
          )}
        </div>
      ) : (
        <div className="minicart__tile-actions">
          <IconButton
            ref={removeRef}
            icon="trash"
            label={t('minicart.item.remove', { title })}
            state={deletable ? 'default' : 'disabled'}
            part="remove"
            onClick={() => onRemove(entry, displayed.key)}
          />
        </div>
      )}
    </li>
  );
}

/**
 * A tile renders again only when its own item, its removed state or its focus request changed:
 * a removal re-renders one tile, not the list (the deleted state shows within the click's frame).
 */
export const Tile = memo(
  TileView,
  (previous, next) =>
    previous.displayed.key === next.displayed.key &&
    previous.displayed.entry.item === next.displayed.entry.item &&
    previous.displayed.deleted === next.displayed.deleted &&
    previous.focusRequest === next.focusRequest &&
    previous.onRemove === next.onRemove &&
    previous.onUndo === next.onUndo &&
    previous.onFocusLost === next.onFocusLost &&
    previous.onFocusDone === next.onFocusDone,
);
