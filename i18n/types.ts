import type deDE from './de-DE';

/** Every message key; de-DE is the master catalogue that defines them. */
export type MessageKey = keyof typeof deDE;

/**
 * One locale's messages. Locale files end in `satisfies Catalogue`, so a key missing from a
 * locale, or a key that de-DE does not have, fails the type check.
 */
export type Catalogue = Readonly<Record<MessageKey, string>>;

/** Values for `{name}` placeholders. Numbers are inserted as `String(value)`: format first. */
export type MessageParams = Readonly<Record<string, string | number>>;
