/**
 * The staff preview panel's loading, imported by the staff-preview entry only with the staff auth
 * cookie (elements/staff-preview.ts): the panel's code and the later part of the locales'
 * messages, its texts, through onDemand. A module of its own, so the entry's dynamic import gets
 * this chunk as it is, not the design system's chunk as a namespace object built for it.
 */
import { onDemand } from '../src/shared/on-demand';

export const staffPreviewPanel = onDemand(
  'the staff preview panel',
  () => import('./staff-preview.panel'),
);
