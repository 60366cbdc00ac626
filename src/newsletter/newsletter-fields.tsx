/**
 * The newsletter form's fields beyond the e-mail address (spec footer §2 "Fields by country",
 * §3 salutation order): the site's salutation, names and checkboxes that appear once the form
 * expands (loaded on demand with newsletter-parts.tsx; the honeypot is newsletter-form.tsx's).
 */
import { NAME_MAX_LENGTH } from '../core/config';
import type { Salutation } from '../core/schemas/newsletter';
import type { SiteConfig } from '../core/sites';
import { Checkbox } from '../ds/checkbox/index';
import type { FormApi, InputBinding } from '../ds/form/index';
import { Input } from '../ds/input/index';
import { Select } from '../ds/select/index';
import type { Translate } from '../shared/shop-context';
import { useStyles } from '../shared/use-styles';
import { FIELD, SALUTATION_DISPLAY_ORDER, type PrefilledField } from './newsletter.logic';
import partsCss from './newsletter-parts.css?inline';

interface SalutationSelectProps extends InputBinding {
  readonly disabled: boolean;
  readonly t: Translate;
}

/**
 * The salutation (spec footer §3 order MRS, MR, DIVERS, COMPANY; §5 'please choose' first): the
 * design system's select with the form's input binding, so it validates, announces and focuses
 * like the fields around it.
 */
export function SalutationSelect({ t, ...binding }: SalutationSelectProps) {
  // the wrapper is the element's `salutation` part (elements/newsletter-signup.ts)
  return (
    <div part="salutation">
      <Select
        {...binding}
        idSuffix="salutation"
        autoComplete="honorific-prefix"
        options={[
          { value: '', label: t('common.pleaseChoose') },
          ...SALUTATION_DISPLAY_ORDER.map((salutation: Salutation) => ({
            value: salutation,
            label: t(`newsletter.salutation.${salutation}`),
          })),
        ]}
      />
    </div>
  );
}

export interface NewsletterDetailsProps {
  readonly form: FormApi;
  readonly fields: SiteConfig['newsletter'];
  /** False when the customer already gave the personalised-offers consent (spec footer §2). */
  readonly showsDneConsent: boolean;
  /** Whether a pre-filled field is locked (spec footer §2, AT, HU and TR). */
  readonly isLocked: (name: PrefilledField) => boolean;
  readonly t: Translate;
}

/** The fields that appear once the form expands, in the site's set (spec footer §2). */
export function NewsletterDetails({
  form,
  fields,
  showsDneConsent,
  isLocked,
  t,
}: NewsletterDetailsProps) {
  useStyles(partsCss);
  return (
    <div part="details" className="newsletter__details">
      {fields.salutation && (
        <SalutationSelect
          {...form.getInputProps(FIELD.salutation)}
          disabled={isLocked(FIELD.salutation)}
          t={t}
        />
      )}
      {fields.names &&
        ([FIELD.firstName, FIELD.lastName] as const).map((name) => {
          const binding = form.getInputProps(name);
          return (
            <Input
              key={name}
              {...binding}
              placeholder={binding.label}
              autoComplete={name === FIELD.firstName ? 'given-name' : 'family-name'}
              maxLength={NAME_MAX_LENGTH}
              disabled={isLocked(name)}
            />
          );
        })}
      {fields.legalCheckbox && (
        <Checkbox label={t('newsletter.legal.label')} {...form.getCheckboxProps(FIELD.legal)} />
      )}
      {showsDneConsent && (
        <Checkbox label={t('newsletter.consent.dne')} {...form.getCheckboxProps(FIELD.consent)} />
      )}
    </div>
  );
}
