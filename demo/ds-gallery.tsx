/**
 * <ds-gallery>: a demo-only element (never built into dist/) that shows every design-system
 * component of src/ds/ in every state, variant, size and theme. It is defined with the elements'
 * own wrapper, so it renders exactly as an element does: into an open shadow root with the design
 * tokens, each component adopting its own stylesheet there, and with ShopContext (site, locale,
 * messages) from its `site` attribute, which the demo's control panel sets like on every shop
 * element. The texts built into the components (show more, close, loading, the notification
 * state words, the rating label, the form messages) follow the site; the sample texts are the
 * demo's own.
 */
import { useEffect, useRef, useState, type ReactElement, type ReactNode } from 'react';
import { defineShopElement } from '../elements/internal/define-element';
import { useShop, useTranslate } from '../src/shared/shop-context';
import { loadMessagesOnIntent } from '../stores/site/index';
import { useStyles } from '../src/shared/use-styles';
import {
  BUTTON_SIZES,
  BUTTON_VARIANTS,
  Button,
  type ButtonVariant,
  type ButtonWidth,
} from '../src/ds/button';
import { Checkbox } from '../src/ds/checkbox';
import { ExpansionPanel, ExpansionPanelGroup } from '../src/ds/expansion-panel';
import { pattern, useForm, type FormFields } from '../src/ds/form';
import {
  ICON_BUTTON_SIZES,
  ICON_BUTTON_STATES,
  ICON_NAMES,
  Icon,
  IconButton,
  type IconButtonState,
  type IconName,
} from '../src/ds/icon-button';
import { Input, type InputType } from '../src/ds/input';
import { MODAL_SIZES, Modal, type ModalHandle, type ModalSize } from '../src/ds/modal';
import {
  NOTIFICATION_STATES,
  NOTIFICATION_VARIANTS,
  Notification,
  type NotificationState,
  type NotificationVariant,
} from '../src/ds/notification';
import { Radio, RadioGroup } from '../src/ds/radio';
import { Select, type SelectOption, type SelectProps } from '../src/ds/select';
import { TextSlider } from '../src/ds/text-slider';
import { Ticker } from '../src/ds/ticker';
import { AspectRatio, THEMES, ThemeSurface } from '../src/ds/theme';
import { Rating } from '../src/ds/rating';
import styles from './ds-gallery.css?inline';

// ---------------------------------------------------------------------------------------------
// Layout helpers

interface SectionProps {
  readonly id: string;
  readonly title: string;
  readonly intro: ReactNode;
  readonly children: ReactNode;
}

/** One component group: a region named by its heading. */
function Section({ id, title, intro, children }: SectionProps): ReactElement {
  const headingId = `gallery-${id}`;
  return (
    <section className="gallery-section" aria-labelledby={headingId}>
      <h3 id={headingId} className="gallery-section__title">
        {title}
      </h3>
      <p className="gallery-section__intro">{intro}</p>
      {children}
    </section>
  );
}

function Subheading({ children }: { readonly children: ReactNode }): ReactElement {
  return <h4 className="gallery-subheading">{children}</h4>;
}

/** A component under a caption that names what it shows. */
function Specimen({
  caption,
  children,
}: {
  readonly caption: ReactNode;
  readonly children: ReactNode;
}): ReactElement {
  return (
    <div className="gallery-specimen">
      <p className="gallery-specimen__caption">{caption}</p>
      <div className="gallery-specimen__stage">{children}</div>
    </div>
  );
}

function Row({ children }: { readonly children: ReactNode }): ReactElement {
  return <div className="gallery-row">{children}</div>;
}

// ---------------------------------------------------------------------------------------------
// Button

const BUTTON_LABELS: Readonly<Record<ButtonVariant, string>> = {
  primary: 'Add to cart',
  secondary: 'Save for later',
  activating: 'Subscribe',
  sale: 'Get 20 % off',
  community: 'Join the club',
};

function ButtonMatrix({ width }: { readonly width: ButtonWidth }): ReactElement {
  return (
    <div className="gallery-scroll">
      <table className="gallery-matrix" data-width={width}>
        <thead>
          <tr>
            <th scope="col">variant</th>
            {BUTTON_SIZES.map((size) => (
              <th key={size} scope="col">
                {size}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {BUTTON_VARIANTS.map((variant) => (
            <tr key={variant}>
              <th scope="row">{variant}</th>
              {BUTTON_SIZES.map((size) => (
                <td key={size}>
                  <Button variant={variant} size={size} width={width}>
                    {BUTTON_LABELS[variant]}
                  </Button>
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** Shows the loading state for two seconds after a click, as a button waiting for the shop. */
function PlaceOrderButton(): ReactElement {
  const [loading, setLoading] = useState(false);
  return (
    <Button
      state={loading ? 'loading' : 'none'}
      onClick={() => {
        setLoading(true);
        window.setTimeout(() => setLoading(false), 2000);
      }}
    >
      Place order
    </Button>
  );
}

function ButtonSection(): ReactElement {
  return (
    <Section
      id="button"
      title="Button"
      intro="Five variants in three sizes, fitting their label or filling their container. Loading keeps the width, shows a spinner, announces itself and ignores clicks; disabled ignores clicks too. Given an href, the button is a link."
    >
      <Subheading>Width: content</Subheading>
      <ButtonMatrix width="content" />
      <Subheading>Width: full</Subheading>
      <ButtonMatrix width="full" />
      <Subheading>States</Subheading>
      <Row>
        <Specimen caption="loading">
          <Button state="loading">Add to cart</Button>
        </Specimen>
        <Specimen caption="secondary, loading">
          <Button variant="secondary" state="loading">
            Save for later
          </Button>
        </Specimen>
        <Specimen caption="disabled">
          <Button disabled>Add to cart</Button>
        </Specimen>
        <Specimen caption="sale, disabled">
          <Button variant="sale" disabled>
            Get 20 % off
          </Button>
        </Specimen>
        <Specimen caption="click: loading for 2 s">
          <PlaceOrderButton />
        </Specimen>
      </Row>
      <Subheading>As link</Subheading>
      <Row>
        <Specimen caption="link">
          <Button href="/kaffee-abo">Discover the coffee subscription</Button>
        </Specimen>
        <Specimen caption="secondary link">
          <Button variant="secondary" href="/angebote">
            This week&rsquo;s offers
          </Button>
        </Specimen>
        <Specimen caption="link, disabled">
          <Button href="/gutscheine" disabled>
            Redeem a voucher
          </Button>
        </Specimen>
        <Specimen caption="link, loading">
          <Button href="/kasse" state="loading">
            Go to checkout
          </Button>
        </Specimen>
      </Row>
    </Section>
  );
}

// ---------------------------------------------------------------------------------------------
// Icon button

const ICON_LABELS: Readonly<Record<IconName, string>> = {
  close: 'Close the voucher hint',
  cart: 'Open the cart',
  search: 'Search the shop',
  user: 'My account',
  store: 'Find a store',
  'chevron-down': 'Show the delivery details',
  'chevron-right': 'Next coffee',
  'arrow-left': 'Back to the previous page',
  lock: 'About the secured checkout',
  trash: 'Remove Espresso Intenso from the cart',
  plus: 'One more bag',
  minus: 'One bag less',
  info: 'About the roast levels',
  check: 'Confirm the delivery date',
  warning: 'Allergen notes',
  error: 'Report a problem with this order',
  star: 'Rate this coffee',
  'star-half': 'Show half stars',
  copy: 'Copy the voucher code',
  pause: 'Pause the benefits line',
  play: 'Play the benefits line',
};

function FavouriteToggle(): ReactElement {
  const [state, setState] = useState<IconButtonState>('default');
  return (
    <IconButton
      icon="star"
      size="large"
      isToggle
      state={state}
      label="Keep Caffè Crema Mild as a favourite"
      onClick={() => setState(state === 'active' ? 'default' : 'active')}
    />
  );
}

function IconButtonSection(): ReactElement {
  return (
    <Section
      id="icon-button"
      title="Icon button"
      intro="A native button showing one icon, always named by its label. Two sizes; default, disabled and active (a pressed toggle)."
    >
      <Subheading>Sizes and states</Subheading>
      <div className="gallery-scroll">
        <table className="gallery-matrix">
          <thead>
            <tr>
              <th scope="col">size</th>
              {ICON_BUTTON_STATES.map((state) => (
                <th key={state} scope="col">
                  {state}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {ICON_BUTTON_SIZES.map((size) => (
              <tr key={size}>
                <th scope="row">{size}</th>
                {ICON_BUTTON_STATES.map((state) => (
                  <td key={state}>
                    <IconButton
                      icon="star"
                      size={size}
                      state={state}
                      isToggle
                      label="Mark Espresso Intenso as a favourite"
                    />
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <Row>
        <Specimen caption="click: toggles between default and active">
          <FavouriteToggle />
        </Specimen>
      </Row>
      <Subheading>Every icon</Subheading>
      <ul className="gallery-icons">
        {ICON_NAMES.map((name) => (
          <li key={name} className="gallery-icons__item">
            <IconButton icon={name} label={ICON_LABELS[name]} />
            <code>{name}</code>
          </li>
        ))}
      </ul>
    </Section>
  );
}

// ---------------------------------------------------------------------------------------------
// Notification

const NOTIFICATION_TEXTS: Readonly<Record<NotificationState, string>> = {
  info: 'Coffee ships free from €20, all other items from €50.',
  success: 'Espresso Intenso, 1 kg whole beans, is in your cart.',
  error: 'Your cart could not be updated. Please try again in a few minutes.',
  warning: 'Only 3 bags of Barista Caffè Crema are left.',
};

const VARIANT_NOTES: Readonly<Record<NotificationVariant, string>> = {
  banner: 'banner',
  copysize: 'copysize: inline, at body text size',
  footnotesize: 'footnotesize: inline, at footnote size',
};

function ClosableNotifications(): ReactElement {
  const [round, setRound] = useState(0);
  const [closed, setClosed] = useState(0);
  return (
    <div className="gallery-stack">
      <Notification
        key={`voucher-${round}`}
        isClosable
        onClose={() => setClosed((count) => count + 1)}
      >
        Your voucher WELCOME10 takes 10 % off your next order from €30.
      </Notification>
      <Notification
        key={`delivery-${round}`}
        state="success"
        variant="copysize"
        isClosable
        onClose={() => setClosed((count) => count + 1)}
      >
        Your delivery address was saved: Lindenstraße 12, 20095 Hamburg.
      </Notification>
      {closed > 0 && (
        <div>
          <Button
            variant="secondary"
            size="small"
            onClick={() => {
              setClosed(0);
              setRound((value) => value + 1);
            }}
          >
            Show the closed notifications again
          </Button>
        </div>
      )}
    </div>
  );
}

function NotificationSection(): ReactElement {
  return (
    <Section
      id="notification"
      title="Notification"
      intro="Four states in three variants. The state is also said in words before the message; errors and warnings are alerts, info and success polite status messages."
    >
      {NOTIFICATION_VARIANTS.map((variant) => (
        <div key={variant}>
          <Subheading>{VARIANT_NOTES[variant]}</Subheading>
          <div className="gallery-stack">
            {NOTIFICATION_STATES.map((state) => (
              <Notification key={state} state={state} variant={variant}>
                {NOTIFICATION_TEXTS[state]}
              </Notification>
            ))}
          </div>
        </div>
      ))}
      <Subheading>Closable</Subheading>
      <ClosableNotifications />
    </Section>
  );
}

// ---------------------------------------------------------------------------------------------
// Text slider

const ORIGIN_STORY = (
  <>
    <p>
      Our Espresso Intenso starts on smallholder farms in the south of Minas Gerais, Brazil, where
      the cherries ripen slowly at 1,100 metres. The cooperative dries them on raised beds for up to
      three weeks, turning them by hand several times a day.
    </p>
    <p>
      In Hamburg the beans are drum roasted for up to 20 minutes at low temperature, long enough for
      the notes of dark chocolate and roasted hazelnut to develop without bitterness. Within two
      days of roasting they are packed in bags with an aroma valve.
    </p>
  </>
);

function TextSliderSection(): ReactElement {
  return (
    <Section
      id="text-slider"
      title="Text slider"
      intro="A text folded to a number of lines (the offset, 3 by default), with a toggle whose texts come from the site's language unless given. A text that fits shows no toggle."
    >
      <div className="gallery-grid gallery-grid--wide">
        <Specimen caption="collapsed, offset 3 (default)">
          <TextSlider>{ORIGIN_STORY}</TextSlider>
        </Specimen>
        <Specimen caption="expanded">
          <TextSlider defaultState="expanded">
            <p>
              Caffè Crema Mild is a blend of Arabica beans from Colombia and Guatemala, roasted
              light for a nutty, gentle cup with a fine crema. It suits fully automatic machines and
              filter coffee alike, and keeps for six months in its sealed bag.
            </p>
          </TextSlider>
        </Specimen>
        <Specimen caption="offset 1">
          <TextSlider offset={1}>
            <p>
              Delivery notes: orders placed by 2 pm on a working day leave our warehouse the same
              day. Parcels can be left with a neighbour or at a parcel shop; for a subscription you
              can set a permanent drop-off place in your account.
            </p>
          </TextSlider>
        </Specimen>
        <Specimen caption="offset 5, own toggle texts">
          <TextSlider offset={5} showMoreText="Read the whole story" showLessText="Fold the story">
            {ORIGIN_STORY}
          </TextSlider>
        </Specimen>
        <Specimen caption="text that fits: no toggle">
          <TextSlider>
            <p>Feine Milde, 500 g ground: gentle and easy on the stomach.</p>
          </TextSlider>
        </Specimen>
      </div>
    </Section>
  );
}

const BENEFITS = [
  'Coffee ships free from 20 €',
  '30 days to return',
  'Click & collect in your store',
  'Every 11th coffee free in our stores',
];

function TickerSection(): ReactElement {
  return (
    <Section
      id="ticker"
      title="Ticker"
      intro="A list kept on one line. Where its entries do not fit it scrolls sideways and its end fades; with autoAdvance (the default) it moves on by one entry every 5 s, unless paused by its control, the pointer or focus rests on it, or the shopper prefers reduced motion."
    >
      <div className="gallery-grid gallery-grid--wide">
        <Specimen caption="does not fit: moves on, with a pause control">
          <Ticker label="Your benefits" items={BENEFITS} />
        </Specimen>
        <Specimen caption="links, autoAdvance false: faded end, scrolled by the shopper">
          <Ticker
            label="Service links"
            autoAdvance={false}
            items={BENEFITS.map((text) => (
              <a href="/benefits">{text}</a>
            ))}
          />
        </Specimen>
        <Specimen caption="fits: stands still">
          <Ticker label="Short benefits" items={['Free returns', 'Click & collect']} />
        </Specimen>
      </div>
    </Section>
  );
}

// ---------------------------------------------------------------------------------------------
// Themes, aspect ratio, rating

function ThemeSection(): ReactElement {
  return (
    <Section
      id="themes"
      title="Themes"
      intro="Twelve themes for surfaces. A themed surface re-points the colour tokens, so the components and links inside it follow without knowing about themes."
    >
      <ul className="gallery-themes">
        {THEMES.map((theme) => (
          <li key={theme}>
            <ThemeSurface theme={theme} className="gallery-theme">
              <p className="gallery-theme__name">
                <code>{theme}</code>
              </p>
              <p className="gallery-theme__text">
                Barista Caffè Crema: balanced, with notes of caramel.{' '}
                <a href="/kaffee/barista-caffe-crema">Roast details</a>
              </p>
              <Button size="small">Add to cart</Button>
            </ThemeSurface>
          </li>
        ))}
      </ul>
    </Section>
  );
}

const RATIOS: readonly (string | number)[] = ['16/9', '4/3', '3/2', '1/1', 2.35];

function AspectRatioSection(): ReactElement {
  return (
    <Section
      id="aspect-ratio"
      title="Aspect ratio"
      intro="A box of a fixed shape for images and videos: 16/9, 4/3, 3/2, 1/1 or a number (width divided by height). Media inside fill it and are cropped, never stretched."
    >
      <div className="gallery-ratios">
        {RATIOS.map((ratio) => (
          <Specimen key={String(ratio)} caption={<code>{String(ratio)}</code>}>
            <AspectRatio ratio={ratio}>
              <svg
                className="gallery-media"
                viewBox="0 0 24 24"
                aria-hidden="true"
                focusable="false"
              >
                <ellipse cx="12" cy="12" rx="4" ry="6" fill="#e0b084" />
                <path
                  d="M12 6.5c-2 2.5 2 8.5 0 11"
                  stroke="#3b2a20"
                  strokeWidth="0.8"
                  fill="none"
                />
              </svg>
            </AspectRatio>
          </Specimen>
        ))}
      </div>
    </Section>
  );
}

const RATINGS: readonly {
  readonly id: string;
  readonly product: string;
  readonly value: number;
  readonly scale?: number;
}[] = [
  { id: 'ratingEspressoIntenso', product: 'Espresso Intenso', value: 4.5 },
  { id: 'ratingBaristaCrema', product: 'Barista Caffè Crema', value: 5 },
  { id: 'ratingFeineMilde', product: 'Feine Milde (4.2, shown as 4)', value: 4.2 },
  { id: 'ratingCremaMild', product: 'Caffè Crema Mild', value: 3 },
  { id: 'ratingColdBrew', product: 'Cold Brew, new: no stars yet', value: 0 },
  { id: 'ratingPadsScale10', product: 'Coffee pads, scale 10', value: 7.5, scale: 10 },
  { id: 'ratingMugScale3', product: 'Espresso cup set, scale 3', value: 2, scale: 3 },
];

function RatingSection(): ReactElement {
  return (
    <Section
      id="rating"
      title="Rating"
      intro="Stars in half steps on a scale of 5 unless given (up to 10), read as one image named with the value in the site's number format."
    >
      <ul className="gallery-ratings">
        {RATINGS.map((rating) => (
          <li key={rating.id}>
            <Rating id={rating.id} value={rating.value} scale={rating.scale} />
            <span>{rating.product}</span>
          </li>
        ))}
      </ul>
    </Section>
  );
}

// ---------------------------------------------------------------------------------------------
// Expansion panel

/** Content that notes when it was first rendered, to show loadOnExpand at work. */
function DeliverySlots(): ReactElement {
  const [renderedAt] = useState(() => new Date().toLocaleTimeString('en-GB'));
  return (
    <p>
      Tomorrow 8–12 or 17–21, Thursday 8–12. This content was rendered at {renderedAt}, on the first
      expansion, and stays rendered after collapsing.
    </p>
  );
}

function ExpansionPanelSection(): ReactElement {
  return (
    <Section
      id="expansion-panel"
      title="Expansion panel"
      intro="A disclosure: Enter and Space toggle, aria-expanded tells the state. In a group, the arrow keys, Home and End move between the headers; a single-selection group keeps its open panel open, a multiple one toggles each panel on its own."
    >
      <Subheading>Single panels</Subheading>
      <div className="gallery-panels">
        <ExpansionPanel
          heading="Pick-up in store"
          icon={<Icon name="store" part="gallery-panel-icon" />}
          headingLevel={5}
        >
          <p>
            Order online by 2 pm and pick up your coffee the next working day in one of more than
            600 stores.
          </p>
        </ExpansionPanel>
        <ExpansionPanel heading="Delivery and returns" defaultExpanded headingLevel={5}>
          <p>
            Delivery takes 2–4 working days. Unopened coffee can be returned within 30 days, free of
            charge.
          </p>
        </ExpansionPanel>
        <ExpansionPanel
          heading="Coffee subscription"
          variantType="link"
          href="/kaffee-abo"
          headingLevel={5}
        >
          <p>Change the grind, the amount and the rhythm in your account at any time.</p>
        </ExpansionPanel>
        <ExpansionPanel
          heading="Gift cards (link styling, no href)"
          variantType="link"
          headingLevel={5}
        >
          <p>Gift cards from €10 to €250, redeemable online and in every store.</p>
        </ExpansionPanel>
        <ExpansionPanel heading="Pay with PayPal" variantType="radioButton" headingLevel={5}>
          <p>You confirm the payment with PayPal after placing the order.</p>
        </ExpansionPanel>
        <ExpansionPanel
          heading="Express delivery (not available for your postcode)"
          disabled
          headingLevel={5}
        >
          <p>Express delivery reaches you the next working day.</p>
        </ExpansionPanel>
        <ExpansionPanel
          heading="Your delivery address (disabled while expanded)"
          disabled
          defaultExpanded
          headingLevel={5}
        >
          <p>Anna Berger, Lindenstraße 12, 20095 Hamburg</p>
        </ExpansionPanel>
        <ExpansionPanel heading="Delivery slots this week" loadOnExpand headingLevel={5}>
          <DeliverySlots />
        </ExpansionPanel>
      </div>

      <Subheading>Group, single selection</Subheading>
      <ExpansionPanelGroup groupId="gallery-faq" defaultValue={['arrival']} headingLevel={5}>
        <ExpansionPanel id="arrival" heading="When will my order arrive?">
          <p>Within 2–4 working days; you get a tracking link by e-mail once the parcel leaves.</p>
        </ExpansionPanel>
        <ExpansionPanel id="return" heading="Can I return opened coffee?">
          <p>Opened coffee cannot be returned, unopened bags within 30 days.</p>
        </ExpansionPanel>
        <ExpansionPanel id="gift-card" heading="How do I redeem a gift card?">
          <p>Enter the 16-digit number and the PIN in the cart, before you go to checkout.</p>
        </ExpansionPanel>
      </ExpansionPanelGroup>

      <Subheading>Group of radio buttons, single selection, size small</Subheading>
      <ExpansionPanelGroup
        groupId="gallery-payment"
        size="small"
        defaultValue={['invoice']}
        headingLevel={5}
      >
        <ExpansionPanel id="invoice" variantType="radioButton" heading="Invoice">
          <p>Pay within 14 days of delivery.</p>
        </ExpansionPanel>
        <ExpansionPanel id="debit" variantType="radioButton" heading="Direct debit">
          <p>The amount is collected from your account when the parcel leaves.</p>
        </ExpansionPanel>
        <ExpansionPanel id="card" variantType="radioButton" heading="Credit card">
          <p>Visa and Mastercard, confirmed with 3-D Secure.</p>
        </ExpansionPanel>
      </ExpansionPanelGroup>

      <Subheading>Group, multiple, size large</Subheading>
      <ExpansionPanelGroup
        groupId="gallery-grind"
        size="large"
        multiple
        defaultValue={['beans', 'ground']}
        headingLevel={5}
      >
        <ExpansionPanel id="beans" heading="Whole beans">
          <p>For bean-to-cup machines and your own grinder.</p>
        </ExpansionPanel>
        <ExpansionPanel id="ground" heading="Ground for filter">
          <p>Medium grind for filter machines and the pour-over.</p>
        </ExpansionPanel>
        <ExpansionPanel id="espresso" heading="Ground for espresso">
          <p>Fine grind for portafilter machines and the moka pot.</p>
        </ExpansionPanel>
      </ExpansionPanelGroup>
    </Section>
  );
}

// ---------------------------------------------------------------------------------------------
// Modal

const MODAL_SAMPLES: Readonly<
  Record<ModalSize, { readonly trigger: string; readonly title: string; readonly body: ReactNode }>
> = {
  S: {
    trigger: 'Voucher conditions (S)',
    title: 'Voucher conditions',
    body: (
      <p>
        WELCOME10 takes 10 % off one order from €30, once per customer. It cannot be combined with
        other vouchers and is valid until 31 December 2026.
      </p>
    ),
  },
  M: {
    trigger: 'Delivery information (M)',
    title: 'Delivery information',
    body: (
      <>
        <p>
          Coffee ships free from €20 in Germany and Austria, all other items from €50; below that,
          delivery costs €5.95.
        </p>
        <ul>
          <li>Delivery in 2–4 working days</li>
          <li>Free returns of unopened coffee within 30 days</li>
          <li>Click &amp; Collect in more than 600 stores</li>
        </ul>
      </>
    ),
  },
  L: {
    trigger: 'Compare our bestsellers (L)',
    title: 'Compare our bestsellers',
    body: (
      <table className="gallery-compare">
        <thead>
          <tr>
            <th scope="col">Coffee</th>
            <th scope="col">Roast</th>
            <th scope="col">Taste</th>
          </tr>
        </thead>
        <tbody>
          <tr>
            <th scope="row">Caffè Crema Mild, 1 kg beans</th>
            <td>light</td>
            <td>nutty, mild, fine crema</td>
          </tr>
          <tr>
            <th scope="row">Espresso Intenso, 1 kg beans</th>
            <td>dark</td>
            <td>strong, dark chocolate</td>
          </tr>
          <tr>
            <th scope="row">Barista Caffè Crema, 1 kg beans</th>
            <td>medium</td>
            <td>balanced, caramel</td>
          </tr>
          <tr>
            <th scope="row">Feine Milde, 500 g ground</th>
            <td>light</td>
            <td>gentle, easy on the stomach</td>
          </tr>
        </tbody>
      </table>
    ),
  },
};

function ModalSample({ size }: { readonly size: ModalSize }): ReactElement {
  const modal = useRef<ModalHandle>(null);
  const sample = MODAL_SAMPLES[size];
  return (
    <Modal
      ref={modal}
      size={size}
      title={sample.title}
      trigger={<Button variant="secondary">{sample.trigger}</Button>}
      footer={<Button onClick={() => modal.current?.close()}>Got it</Button>}
    >
      {sample.body}
    </Modal>
  );
}

function ModalSection(): ReactElement {
  return (
    <Section
      id="modal"
      title="Modal"
      intro="A native dialog in sizes S, M (default) and L. It closes with its close button, Escape or a click outside; focus stays inside while it is open and returns to the trigger, and the page does not scroll behind it."
    >
      <Row>
        {MODAL_SIZES.map((size) => (
          <ModalSample key={size} size={size} />
        ))}
      </Row>
    </Section>
  );
}

// ---------------------------------------------------------------------------------------------
// Input

interface InputSample {
  readonly type: InputType;
  readonly label: string;
  readonly placeholder: string;
  readonly value: string;
  readonly invalidValue: string;
  readonly error: string;
  readonly hint?: string;
  readonly autoComplete: string;
}

const INPUT_SAMPLES: readonly InputSample[] = [
  {
    type: 'text',
    label: 'First name',
    placeholder: 'First name',
    value: 'Anna',
    invalidValue: '',
    error: 'Please enter your first name.',
    autoComplete: 'given-name',
  },
  {
    type: 'email',
    label: 'E-mail address',
    placeholder: 'name@example.com',
    value: 'anna.berger@example.com',
    invalidValue: 'anna.berger@example',
    error: 'Please enter a whole e-mail address, such as name@example.com.',
    autoComplete: 'email',
  },
  {
    type: 'password',
    label: 'Password',
    placeholder: 'At least 8 characters',
    value: 'Crema-2026',
    invalidValue: 'crema',
    error: 'Please use at least 8 characters.',
    autoComplete: 'new-password',
  },
  {
    type: 'number',
    label: 'Bags per delivery',
    placeholder: '1 to 10',
    value: '2',
    invalidValue: '25',
    error: 'Please choose between 1 and 10 bags.',
    hint: 'Digits only',
    autoComplete: 'off',
  },
  {
    type: 'iban',
    label: 'IBAN',
    placeholder: 'DE00 0000 0000 0000 0000 00',
    value: 'DE89370400440532013000',
    invalidValue: 'DE89 3704 0044',
    error: 'This IBAN is too short: German IBANs have 22 characters.',
    hint: 'Grouped in fours as you type',
    autoComplete: 'off',
  },
];

const INPUT_STATES = ['default', 'valid', 'error', 'disabled', 'required'] as const;
type InputStateSample = (typeof INPUT_STATES)[number];

function InputSpecimen({
  sample,
  state,
}: {
  readonly sample: InputSample;
  readonly state: InputStateSample;
}): ReactElement {
  const common = {
    type: sample.type,
    label: sample.label,
    placeholder: sample.placeholder,
    autoComplete: sample.autoComplete,
    hint: sample.hint,
  } as const;
  switch (state) {
    case 'default':
      return <Input {...common} defaultValue={sample.value} />;
    case 'valid':
      return <Input {...common} defaultValue={sample.value} state="valid" />;
    case 'error':
      return <Input {...common} defaultValue={sample.invalidValue} error={sample.error} />;
    case 'disabled':
      return <Input {...common} defaultValue={sample.value} disabled />;
    case 'required':
      return <Input {...common} required />;
    default:
      return state satisfies never;
  }
}

const PASSWORD_SAMPLES: readonly { readonly value: string; readonly caption: string }[] = [
  { value: 'crema', caption: 'under 8 characters: no strength' },
  { value: 'espresso', caption: 'one character class' },
  { value: 'Espresso', caption: 'two classes' },
  { value: 'Espresso1', caption: 'three classes' },
  { value: 'Espresso-1', caption: 'all four classes' },
];

function InputSection(): ReactElement {
  return (
    <Section
      id="input"
      title="Input"
      intro="A native input with a visible label in five types. Numbers accept digits only; an IBAN is cleaned and grouped in fours while typing; a password has a show button and, from 8 characters, a strength line. Errors are tied to the field and mark it invalid; required fields carry an asterisk."
    >
      {INPUT_SAMPLES.map((sample) => (
        <div key={sample.type}>
          <Subheading>{`Type ${sample.type}`}</Subheading>
          <div className="gallery-grid gallery-grid--fields">
            {INPUT_STATES.map((state) => (
              <Specimen key={state} caption={state}>
                <InputSpecimen sample={sample} state={state} />
              </Specimen>
            ))}
          </div>
        </div>
      ))}
      <Subheading>Password strength</Subheading>
      <div className="gallery-grid">
        {PASSWORD_SAMPLES.map((sample) => (
          <Specimen key={sample.value} caption={sample.caption}>
            <Input
              type="password"
              label="New password"
              defaultValue={sample.value}
              autoComplete="new-password"
            />
          </Specimen>
        ))}
      </div>
    </Section>
  );
}

// ---------------------------------------------------------------------------------------------
// Checkbox and radio group

function PrivacyLabel(): ReactElement {
  return (
    <>
      I have read the <a href="/privacy">privacy notice</a>
    </>
  );
}

function ChoiceSection(): ReactElement {
  return (
    <Section
      id="checkbox-radio"
      title="Checkbox and radio group"
      intro="Native checkboxes and radios with drawn indicators, and the native select, in the states default, valid and error, and disabled. The error text is tied to the control and marks it invalid."
    >
      <Subheading>Checkbox</Subheading>
      <div className="gallery-grid">
        <Specimen caption="default">
          <Checkbox label="Send me the newsletter with weekly offers" />
        </Specimen>
        <Specimen caption="default, checked">
          <Checkbox label="Gift wrap this order" defaultChecked />
        </Specimen>
        <Specimen caption="valid">
          <Checkbox label="I accept the terms and conditions" defaultChecked state="valid" />
        </Specimen>
        <Specimen caption="error, required">
          <Checkbox
            label={<PrivacyLabel />}
            required
            error="Please confirm that you have read the privacy notice."
          />
        </Specimen>
        <Specimen caption="disabled">
          <Checkbox label="Deliver on Saturday (not in your area)" disabled />
        </Specimen>
        <Specimen caption="disabled, checked">
          <Checkbox label="Climate-neutral shipping (always on)" defaultChecked disabled />
        </Specimen>
        <Specimen caption="with hint">
          <Checkbox
            label="Remember me on this device"
            hint="Do not use this on a shared computer."
          />
        </Specimen>
      </div>
      <Subheading>Radio group</Subheading>
      <div className="gallery-grid">
        <Specimen caption="default">
          <RadioGroup legend="Grind" defaultValue="beans">
            <Radio value="beans" label="Whole beans" />
            <Radio value="filter" label="Ground for filter" />
            <Radio value="espresso" label="Ground for espresso" />
          </RadioGroup>
        </Specimen>
        <Specimen caption="valid">
          <RadioGroup legend="Bag size" defaultValue="1000" state="valid">
            <Radio value="500" label="500 g" />
            <Radio value="1000" label="1 kg" />
          </RadioGroup>
        </Specimen>
        <Specimen caption="error, required">
          <RadioGroup legend="Delivery rhythm" required error="Please choose a delivery rhythm.">
            <Radio value="2" label="Every 2 weeks" />
            <Radio value="4" label="Every 4 weeks" />
            <Radio value="6" label="Every 6 weeks" />
          </RadioGroup>
        </Specimen>
        <Specimen caption="disabled">
          <RadioGroup legend="Packaging" defaultValue="bag" disabled>
            <Radio value="bag" label="Bag with aroma valve" />
            <Radio value="tin" label="Tin" />
          </RadioGroup>
        </Specimen>
        <Specimen caption="horizontal, one option disabled, with hint">
          <RadioGroup
            legend="Roast"
            defaultValue="medium"
            orientation="horizontal"
            hint="Dark is sold out this week."
          >
            <Radio value="light" label="Light" />
            <Radio value="medium" label="Medium" />
            <Radio value="dark" label="Dark" disabled />
          </RadioGroup>
        </Specimen>
      </div>
      <Subheading>Select</Subheading>
      <div className="gallery-grid">
        <Specimen caption="default">
          <SelectSpecimen label="Salutation" options={SALUTATIONS} />
        </Specimen>
        <Specimen caption="valid">
          <SelectSpecimen label="Bag size" options={BAG_SIZES} initial="1000" state="valid" />
        </Specimen>
        <Specimen caption="error, required">
          <SelectSpecimen
            label="Delivery day"
            options={DELIVERY_DAYS}
            required
            error="Please choose a delivery day."
          />
        </Specimen>
        <Specimen caption="disabled">
          <SelectSpecimen label="Grind" options={GRINDS} initial="beans" disabled />
        </Specimen>
      </div>
    </Section>
  );
}

const SALUTATIONS: readonly SelectOption[] = [
  { value: '', label: 'Please choose' },
  { value: 'MS', label: 'Ms' },
  { value: 'MR', label: 'Mr' },
  { value: 'DIVERSE', label: 'Diverse' },
];
const BAG_SIZES: readonly SelectOption[] = [
  { value: '500', label: '500 g' },
  { value: '1000', label: '1 kg' },
];
const DELIVERY_DAYS: readonly SelectOption[] = [
  { value: '', label: 'Please choose' },
  { value: 'MON', label: 'Monday' },
  { value: 'SAT', label: 'Saturday' },
];
const GRINDS: readonly SelectOption[] = [
  { value: 'beans', label: 'Whole beans' },
  { value: 'filter', label: 'Ground for filter' },
];

/** The select is controlled: each specimen keeps its own choice. */
function SelectSpecimen({
  initial = '',
  ...props
}: Omit<SelectProps, 'value' | 'onValueChange'> & { readonly initial?: string }): ReactElement {
  const [value, setValue] = useState(initial);
  return <Select {...props} value={value} onValueChange={setValue} />;
}

// ---------------------------------------------------------------------------------------------
// useForm

const NEWSLETTER_FIELDS: FormFields = {
  email: {
    label: 'E-mail address',
    validators: ['required', 'email'],
    messages: { required: 'newsletter.email.required', email: 'newsletter.email.invalid' },
  },
  firstName: {
    label: 'First name',
    validators: ['required', pattern(/^[\p{L}][\p{L} .'-]*$/u)],
    messages: {
      required: 'newsletter.firstName.required',
      pattern: 'newsletter.field.invalidCharacters',
    },
  },
};

function FormExample(): ReactElement {
  const t = useTranslate();
  const form = useForm({ fields: NEWSLETTER_FIELDS });
  const [sentTo, setSentTo] = useState<string | null>(null);
  return (
    <form
      className="gallery-form"
      aria-labelledby="gallery-form-title"
      {...form.getFormProps((values) => setSentTo(String(values.email)))}
    >
      <p id="gallery-form-title" className="gallery-form__title">
        Newsletter sign-up
      </p>
      <p className="gallery-form__hint">{t('common.requiredFieldsHint')}</p>
      <Input type="email" autoComplete="email" {...form.getInputProps('email')} />
      <Input type="text" autoComplete="given-name" {...form.getInputProps('firstName')} />
      <div>
        <Button type="submit">Sign up</Button>
      </div>
      {sentTo !== null && (
        <Notification state="success" isClosable onClose={() => setSentTo(null)}>
          {`Nearly done: please confirm the link we sent to ${sentTo}.`}
        </Notification>
      )}
    </form>
  );
}

function FormSection(): ReactElement {
  return (
    <Section
      id="form"
      title="Form validation"
      intro="useForm binds the fields above to validators. A field is checked when it loses focus and on submit, never while typing; focusing it clears its error, and submit moves focus to the first invalid field. The messages come from the site's language."
    >
      <FormExample />
    </Section>
  );
}

// ---------------------------------------------------------------------------------------------
// The gallery

/**
 * The gallery shows at once what a shop page shows only after a shopper acts (the notification,
 * the text slider, the password input, the modal, ...), whose texts are in the later part of the
 * locales' messages (i18n/message-parts.ts): it asks for that part, as code loaded on intent
 * does, and shows its sections once it is there. A locale asked for later (the site switch) then
 * loads both parts before the element renders.
 */
const laterMessages = loadMessagesOnIntent();

function Gallery(): ReactElement | null {
  useStyles(styles);
  const { site, locale, platform } = useShop();
  const [ready, setReady] = useState(false);
  useEffect(() => {
    laterMessages.then(
      () => setReady(true),
      (error: unknown) => console.error('[demo] the later messages could not be loaded', error),
    );
  }, []);
  if (!ready) return null;
  return (
    <div className="gallery">
      <p className="gallery-site">
        Rendering for site <strong>{site}</strong>, locale <code>{locale}</code>, platform{' '}
        <code>{platform}</code>.
      </p>
      <ButtonSection />
      <IconButtonSection />
      <NotificationSection />
      <TextSliderSection />
      <TickerSection />
      <ThemeSection />
      <AspectRatioSection />
      <RatingSection />
      <ExpansionPanelSection />
      <ModalSection />
      <InputSection />
      <ChoiceSection />
      <FormSection />
    </div>
  );
}

/** <ds-gallery>: defined when the demo page's script loads; not in dist/ nor in the manifest. */
export const DsGallery = defineShopElement({
  tag: 'ds-gallery',
  attributes: {},
  component: Gallery,
});
