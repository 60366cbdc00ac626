import { defineShopElement } from './internal/define-element';
import { StaffPreview } from '../src/preview/preview';

/** No attributes beyond the common ones (site, platform, stage). */
const attributes = {} as const;

export type StaffPreviewAttributes = typeof attributes;

/**
 * Defines <staff-preview> with its panel. elements/staff-preview.ts imports this module only for
 * a visitor with the staff auth cookie, so the wrapper, React and the panel's code come with it,
 * and calls this once the panel's texts (the later part of the locales' messages) are there too:
 * defined on import, an element could render before them, from a catalogue that a page's other
 * elements had loaded without them.
 */
export function defineStaffPreviewElement(): void {
  defineShopElement({ tag: 'staff-preview', attributes, component: StaffPreview });
}
