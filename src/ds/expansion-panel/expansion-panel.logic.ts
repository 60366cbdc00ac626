/**
 * Pure rules of the expansion panel and its group: which panels are open, what a header
 * activation does, where the arrow keys move focus and when the content is rendered. The views
 * only read these answers and spread them as ARIA and data attributes.
 */

export type ExpansionPanelVariant = 'normal' | 'link' | 'radioButton';
export type ExpansionPanelGroupSize = 'small' | 'medium' | 'large';
export type DisclosureState = 'open' | 'closed';

export interface GroupState {
  /** Ids of the open panels, in the order they were opened (the group's modelValue). */
  readonly openIds: readonly string[];
  /** Panels toggle independently; otherwise at most one panel is open. */
  readonly multiple: boolean;
}

export type GroupAction =
  /** A visitor activates a panel header (click, Enter, Space). */
  | { readonly type: 'toggle'; readonly id: string }
  /** The open ids come from outside (controlled modelValue, a reset). */
  | { readonly type: 'sync'; readonly openIds: readonly string[] }
  /** The group switches between single and multiple selection. */
  | { readonly type: 'setMultiple'; readonly multiple: boolean };

/**
 * In single selection at most one id stays open: the first one given wins (it is the one that
 * was open longest, as toggling appends). Duplicates are dropped in either mode.
 */
function normaliseOpenIds(openIds: readonly string[], multiple: boolean): readonly string[] {
  const unique = [...new Set(openIds)];
  return multiple ? unique : unique.slice(0, 1);
}

function sameIds(left: readonly string[], right: readonly string[]): boolean {
  return left.length === right.length && left.every((id, index) => id === right[index]);
}

/** A group state with the selection rule applied to whatever ids it starts with. */
export function createGroupState(openIds: readonly string[], multiple: boolean): GroupState {
  return { openIds: normaliseOpenIds(openIds, multiple), multiple };
}

/**
 * The group's selection rules. Returns the same state object when nothing changes, so a caller
 * can tell a real change (and only then report `onChange`) by identity.
 */
export function groupReducer(state: GroupState, action: GroupAction): GroupState {
  switch (action.type) {
    case 'toggle': {
      const isOpen = state.openIds.includes(action.id);
      if (state.multiple) {
        // with multiple, panels toggle independently
        const openIds = isOpen
          ? state.openIds.filter((id) => id !== action.id)
          : [...state.openIds, action.id];
        return { ...state, openIds };
      }
      // spec footer §4 "Design-system components": single selection closes the current one
      // unless it is already active; the active panel stays open
      if (isOpen) return state;
      return { ...state, openIds: [action.id] };
    }
    case 'sync': {
      const openIds = normaliseOpenIds(action.openIds, state.multiple);
      return sameIds(openIds, state.openIds) ? state : { ...state, openIds };
    }
    case 'setMultiple': {
      if (action.multiple === state.multiple) return state;
      return createGroupState(state.openIds, action.multiple);
    }
    default:
      return action satisfies never;
  }
}

export function isPanelOpen(state: GroupState, id: string): boolean {
  return state.openIds.includes(id);
}

/**
 * Whether activating an open panel's header can close it. In single selection the active panel
 * cannot be collapsed, so its header carries aria-disabled="true" (WAI-ARIA APG accordion:
 * "if the accordion does not permit the panel to be collapsed, the header button element has
 * aria-disabled set to true"), while it stays focusable for arrow-key navigation.
 */
export function canCollapse(state: GroupState, id: string): boolean {
  return state.multiple || !isPanelOpen(state, id);
}

export function getDisclosureState(expanded: boolean): DisclosureState {
  return expanded ? 'open' : 'closed';
}

export type HeaderNavigationKey = 'ArrowDown' | 'ArrowUp' | 'Home' | 'End';

export function isHeaderNavigationKey(key: string): key is HeaderNavigationKey {
  return key === 'ArrowDown' || key === 'ArrowUp' || key === 'Home' || key === 'End';
}

/**
 * Index of the header that receives focus after a navigation key, as in the WAI-ARIA APG
 * accordion example: the arrows move to the next or previous header and wrap around, Home and
 * End go to the first and last. `current` is -1 when focus is on none of the headers.
 */
export function getNextHeaderIndex(
  key: HeaderNavigationKey,
  current: number,
  count: number,
): number | undefined {
  if (count === 0) return undefined;
  switch (key) {
    case 'ArrowDown':
      return current < 0 ? 0 : (current + 1) % count;
    case 'ArrowUp':
      return current < 0 ? count - 1 : (current - 1 + count) % count;
    case 'Home':
      return 0;
    case 'End':
      return count - 1;
    default:
      return key satisfies never;
  }
}

/**
 * loadOnExpand: the content is rendered only once the panel has been expanded at least once,
 * and then kept (collapsing hides it, it does not unmount it, so its state survives).
 */
export function shouldRenderContent(loadOnExpand: boolean, hasBeenExpanded: boolean): boolean {
  return !loadOnExpand || hasBeenExpanded;
}

/**
 * The link variant splits the header into a link (the heading) and a separate disclosure
 * button, but only when there is somewhere to go and the panel is interactive. A disabled
 * panel, or a link variant without href (mobile footer: headings are not links on MATCH and
 * SMARTPHONE, spec footer §4), renders a single header button like the normal variant.
 */
export function hasSeparateLink(
  variant: ExpansionPanelVariant,
  href: string | undefined,
  disabled: boolean,
): boolean {
  switch (variant) {
    case 'link':
      return href !== undefined && href !== '' && !disabled;
    case 'normal':
    case 'radioButton':
      return false;
    default:
      return variant satisfies never;
  }
}
