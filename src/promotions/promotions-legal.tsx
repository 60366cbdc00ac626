/**
 * A promotion's legal text behind its hint (spec header "Promotion blocks": a legal text with a
 * hint that opens and closes it; it closes on scroll down, on flyout open and on navigation
 * open). The disclosure pattern: a button with aria-expanded and aria-controls shows and hides
 * the text right below it, inside the block. Escape inside closes it and returns focus to the
 * button; the key counts as handled (defaultPrevented), so a flyout around the block stays open. The open state and the closing
 * rules are the promotion store's (stores/promotions/legal-hint.ts): one legal text is open at a time.
 */
import { useStore } from '@nanostores/react';
import { useEffect, useId, useRef, type KeyboardEvent, type ReactElement } from 'react';
import type { Markup } from '../core/markup';
import { Icon } from '../ds/icon-button/index';
import { useTranslate } from '../shared/shop-context';
import {
  $openLegalHint,
  closeLegalHint,
  toggleLegalHint,
} from '../../stores/promotions/legal-hint';
import { MarkupView } from './promotions-markup';

export interface LegalHintProps {
  /** The block's id: the store's owner of the open legal text. */
  readonly owner: string;
  /** The CMS's hint text; the button says promotions.legal.hint without it. */
  readonly hint: string | undefined;
  readonly text: Markup;
}

export function LegalHint({ owner, hint, text }: LegalHintProps): ReactElement {
  const t = useTranslate();
  const open = useStore($openLegalHint) === owner;
  const textId = useId();
  const toggleRef = useRef<HTMLButtonElement>(null);

  // a block that goes away takes its open legal text with it
  useEffect(() => () => closeLegalHint(owner), [owner]);

  function onKeyDown(event: KeyboardEvent): void {
    if (event.key !== 'Escape' || !open) return;
    // handled: a flyout around the block (the navigation's) leaves this Escape alone
    event.preventDefault();
    closeLegalHint(owner);
    toggleRef.current?.focus();
  }

  return (
    // eslint-disable-next-line jsx-a11y/no-static-element-interactions -- Escape from the button or a link inside the text closes it; both are focusable themselves
    <div className="promotions__legal" onKeyDown={onKeyDown}>
      <button
        ref={toggleRef}
        type="button"
        className="promotions__legal-toggle"
        aria-expanded={open}
        aria-controls={textId}
        onClick={() => toggleLegalHint(owner)}
      >
        {hint ?? t('promotions.legal.hint')}
        <Icon name="chevron-down" className="promotions__legal-icon" />
      </button>
      <div id={textId} className="promotions__legal-text" hidden={!open}>
        <MarkupView markup={text} />
      </div>
    </div>
  );
}
