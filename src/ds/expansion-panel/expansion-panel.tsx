/**
 * Expansion panel and expansion panel group: the WAI-ARIA disclosure pattern on a native
 * <button>. The header button carries aria-expanded and aria-controls (pointing at the content),
 * Enter and Space toggle it (native button behaviour), and the content is a `region` labelled by
 * the heading title. In a group, ArrowUp/ArrowDown/Home/End move between the headers (WAI-ARIA APG
 * accordion example).
 *
 * Variants (`variantType`):
 * - `normal`: the whole header row is the disclosure button.
 * - `link`: the heading is styled as a link row. With `href` (footer service groups on desktop,
 *   whose headings are links), the title is a real <a> and a separate, smaller disclosure button
 *   next to it (named by the title through aria-labelledby) opens and closes the content. Without
 *   `href` (mobile footer: headings are not links on MATCH and SMARTPHONE) it behaves like
 *   `normal` with link styling.
 * - `radioButton`: a radio indicator, checked while the panel is expanded, for choices such as
 *   payment types. The control stays a disclosure button with aria-expanded and the indicator is
 *   aria-hidden: what the control does is show and hide content, which aria-expanded announces.
 *   role="radio" cannot carry aria-expanded (not a supported state of radio in ARIA 1.2), would
 *   promise radio-group keyboard behaviour (arrows that select) that a disclosure does not have,
 *   and announcing "checked" as well as "expanded" would say the same thing twice. Use the group
 *   without `multiple` for radio semantics of the selection: one open, the active one stays open.
 *
 * State in a group lives in the group (`modelValue`/`onChange`, or uncontrolled with
 * `defaultValue`); a panel's own `expanded`/`defaultExpanded`/`onExpandedChange` apply only to a
 * panel outside a group.
 *
 * Part names carry the component's name (`panel`): every component renders into the one shadow
 * root of its element, so a bare `header`, `title` or `group` would also match the modal's and
 * the radio group's, and a bare `icon` every design-system icon.
 *
 * @csspart panel-group - the group wrapper (data-size, data-multiple)
 * @csspart panel - one panel's wrapper (data-state open|closed, data-variant, data-disabled)
 * @csspart panel-heading - the heading element (h2 to h6) around the header
 * @csspart panel-header - the disclosure <button> (aria-expanded, aria-controls, data-state)
 * @csspart panel-link - the heading link of the link variant with href
 * @csspart panel-icon - the decorative icon before the title
 * @csspart panel-title - the heading text
 * @csspart panel-indicator - the chevron, or the radio indicator of the radioButton variant (data-checked)
 * @csspart panel-content - the collapsible region (data-state open|closed)
 *
 * @cssproperty --se-expansion-panel-padding-block - vertical padding of a header row (set by the group size)
 */
import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useId,
  useMemo,
  useRef,
  useState,
  type ReactNode,
} from 'react';
import { useStyles } from '../../shared/use-styles';
import { useControllableState } from '../internal/use-controllable-state';
import css from './expansion-panel.css?inline';
import {
  canCollapse,
  createGroupState,
  getDisclosureState,
  getNextHeaderIndex,
  groupReducer,
  hasSeparateLink,
  isHeaderNavigationKey,
  isPanelOpen,
  shouldRenderContent,
  type ExpansionPanelGroupSize,
  type ExpansionPanelVariant,
  type GroupState,
} from './expansion-panel.logic';

export type HeadingLevel = 2 | 3 | 4 | 5 | 6;

interface GroupContextValue {
  readonly state: GroupState;
  readonly toggle: (id: string) => void;
  readonly headingLevel: HeadingLevel;
  readonly regions: boolean;
}

const GroupContext = createContext<GroupContextValue | null>(null);

/** Marks the disclosure buttons the group's arrow-key navigation moves between. */
const HEADER_ATTRIBUTE = 'data-expansion-header';
const GROUP_ATTRIBUTE = 'data-expansion-group';

export interface ExpansionPanelProps {
  /** The heading content (text or inline markup). */
  readonly heading: ReactNode;
  /** The panel's content. */
  readonly children?: ReactNode;
  /** The panel's key in its group's modelValue; generated when omitted (not a DOM id). */
  readonly id?: string;
  /** A decorative icon shown before the heading (rendered aria-hidden). */
  readonly icon?: ReactNode;
  readonly variantType?: ExpansionPanelVariant;
  /** The heading link of the `link` variant; ignored by the other variants. */
  readonly href?: string;
  /** The header cannot be activated; an expanded disabled panel stays expanded. */
  readonly disabled?: boolean;
  /** Render the content only after the first expansion, then keep it. */
  readonly loadOnExpand?: boolean;
  /** Controlled expansion (outside a group). */
  readonly expanded?: boolean;
  /** Initial expansion when uncontrolled (outside a group). */
  readonly defaultExpanded?: boolean;
  /** Called with the requested expansion when the header is activated (outside a group). */
  readonly onExpandedChange?: (expanded: boolean) => void;
  /** Heading level; defaults to the group's, else 3. */
  readonly headingLevel?: HeadingLevel;
  /**
   * Whether the content is a `region` landmark labelled by the header. Defaults to the group's
   * `regions`, else true. Turn it off where more than about six panels can be open at once
   * (APG: avoid landmark proliferation), e.g. the footer's service groups on desktop.
   */
  readonly region?: boolean;
}

export function ExpansionPanel({
  heading,
  children,
  id,
  icon,
  variantType = 'normal',
  href,
  disabled = false,
  loadOnExpand = false,
  expanded,
  defaultExpanded = false,
  onExpandedChange,
  headingLevel,
  region,
}: ExpansionPanelProps) {
  useStyles(css);
  const group = useContext(GroupContext);
  const domId = useId();
  const panelId = id ?? domId;
  const headerId = `${domId}-header`;
  const titleId = `${domId}-title`;
  const contentId = `${domId}-content`;

  const [ownExpanded, setOwnExpanded] = useControllableState({
    prop: expanded,
    defaultProp: defaultExpanded,
    onChange: onExpandedChange,
  });
  // in a group the group's state decides (see the comment at the top)
  const isExpanded = group ? isPanelOpen(group.state, panelId) : ownExpanded;
  const collapsible = group ? canCollapse(group.state, panelId) : true;

  // loadOnExpand latch, adjusted during render so the first expanded render already has content
  const [hasBeenExpanded, setHasBeenExpanded] = useState(isExpanded);
  if (isExpanded && !hasBeenExpanded) setHasBeenExpanded(true);
  const renderContent = shouldRenderContent(loadOnExpand, hasBeenExpanded || isExpanded);

  const toggle = (): void => {
    if (disabled) return;
    if (group) {
      group.toggle(panelId);
      return;
    }
    setOwnExpanded(!isExpanded);
  };

  const state = getDisclosureState(isExpanded);
  const level = headingLevel ?? group?.headingLevel ?? 3;
  const Heading = `h${level}` as const;
  const isRegion = region ?? group?.regions ?? true;
  const separateLink = hasSeparateLink(variantType, href, disabled);

  const indicator = (
    <span
      part="panel-indicator"
      aria-hidden="true"
      data-indicator={variantType === 'radioButton' ? 'radio' : 'chevron'}
      data-checked={variantType === 'radioButton' ? String(isExpanded) : undefined}
    />
  );
  const iconNode =
    icon === undefined ? null : (
      <span part="panel-icon" aria-hidden="true">
        {icon}
      </span>
    );
  const title = (
    <span part="panel-title" id={titleId}>
      {heading}
    </span>
  );
  const headerProps = {
    type: 'button',
    part: 'panel-header',
    id: headerId,
    'aria-expanded': isExpanded,
    'aria-controls': contentId,
    // single selection: the active panel cannot be collapsed (see canCollapse)
    'aria-disabled': !disabled && !collapsible ? true : undefined,
    disabled,
    'data-state': state,
    [HEADER_ATTRIBUTE]: '',
    onClick: toggle,
  } as const;

  return (
    <div
      part="panel"
      data-state={state}
      data-variant={variantType}
      data-disabled={disabled ? '' : undefined}
      data-panel-id={panelId}
    >
      <Heading part="panel-heading">
        {separateLink ? (
          <>
            <a part="panel-link" href={href}>
              {iconNode}
              {title}
            </a>
            <button {...headerProps} aria-labelledby={titleId}>
              {indicator}
            </button>
          </>
        ) : (
          <button {...headerProps}>
            {variantType === 'radioButton' ? indicator : null}
            {iconNode}
            {title}
            {variantType === 'radioButton' ? null : indicator}
          </button>
        )}
      </Heading>
      <div
        part="panel-content"
        id={contentId}
        role={isRegion ? 'region' : undefined}
        // the title, not the header: in the link variant the button's own name comes from
        // aria-labelledby, which a second aria-labelledby hop does not follow
        aria-labelledby={isRegion ? titleId : undefined}
        data-state={state}
        hidden={!isExpanded}
      >
        {renderContent ? children : null}
      </div>
    </div>
  );
}

export interface ExpansionPanelGroupProps {
  readonly children?: ReactNode;
  /** The group's DOM id (also `data-group-id`), for integrators and analytics. */
  readonly groupId?: string;
  /** Spacing of the header rows. */
  readonly size?: ExpansionPanelGroupSize;
  /** Panels toggle independently; otherwise one panel at most is open. */
  readonly multiple?: boolean;
  /** Controlled: the ids of the open panels. */
  readonly modelValue?: readonly string[];
  /** Uncontrolled: the ids of the panels open at first. */
  readonly defaultValue?: readonly string[];
  /** Called with the new open ids after a header activation changed them. */
  readonly onChange?: (openIds: string[]) => void;
  /** Heading level of the panels (default 3). */
  readonly headingLevel?: HeadingLevel;
  /** Whether the panels' content areas are `region` landmarks (default true). */
  readonly regions?: boolean;
}

export function ExpansionPanelGroup({
  children,
  groupId,
  size = 'medium',
  multiple = false,
  modelValue,
  defaultValue = [],
  onChange,
  headingLevel = 3,
  regions = true,
}: ExpansionPanelGroupProps) {
  useStyles(css);
  const groupRef = useRef<HTMLDivElement>(null);
  // a copy for the caller, so nothing it does to the array reaches the group's state
  const reportChange = useCallback((next: readonly string[]) => onChange?.([...next]), [onChange]);
  const [openIds, setOpenIds] = useControllableState<readonly string[]>({
    prop: modelValue,
    defaultProp: defaultValue,
    onChange: reportChange,
  });
  const state = useMemo(() => createGroupState(openIds, multiple), [openIds, multiple]);

  const context = useMemo<GroupContextValue>(
    () => ({
      state,
      headingLevel,
      regions,
      toggle(id) {
        const next = groupReducer(state, { type: 'toggle', id });
        // the reducer returns the same state when nothing changes: no onChange then
        if (next !== state) setOpenIds(next.openIds);
      },
    }),
    [state, headingLevel, regions, setOpenIds],
  );

  // ArrowUp/ArrowDown/Home/End between this group's headers (not those of a nested group)
  useEffect(() => {
    const element = groupRef.current;
    if (!element) return;
    const onKeyDown = (event: KeyboardEvent): void => {
      if (!isHeaderNavigationKey(event.key) || event.altKey || event.ctrlKey || event.metaKey) {
        return;
      }
      const headers = [
        ...element.querySelectorAll<HTMLButtonElement>(`button[${HEADER_ATTRIBUTE}]`),
      ].filter((header) => !header.disabled && header.closest(`[${GROUP_ATTRIBUTE}]`) === element);
      const current = headers.findIndex((header) => header === event.target);
      // only from a header: arrow keys inside the content belong to its controls
      if (current < 0) return;
      const next = getNextHeaderIndex(event.key, current, headers.length);
      const target = next === undefined ? undefined : headers[next];
      if (!target) return;
      event.preventDefault();
      target.focus();
    };
    element.addEventListener('keydown', onKeyDown);
    return () => element.removeEventListener('keydown', onKeyDown);
  }, []);

  return (
    <div
      ref={groupRef}
      part="panel-group"
      id={groupId}
      data-group-id={groupId}
      data-size={size}
      data-multiple={String(multiple)}
      {...{ [GROUP_ATTRIBUTE]: '' }}
    >
      <GroupContext value={context}>{children}</GroupContext>
    </div>
  );
}
