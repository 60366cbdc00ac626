/**
 * Typed attributes for the shop elements. r2wc's own parsers are not used for attributes: its
 * boolean parser treats a bare attribute as false and it ignores removals (docs/toolchain.md,
 * "r2wc"), while integrators expect HTML semantics: present means true, `="false"` means false,
 * removed means the default again (docs/architecture.md "Attributes").
 */

export type AttributeSpec =
  | { readonly type: 'string'; readonly default?: string }
  | { readonly type: 'boolean'; readonly default: boolean }
  | { readonly type: 'number'; readonly default?: number; readonly min?: number }
  | { readonly type: 'enum'; readonly values: readonly string[]; readonly default?: string };

export type AttributeTable = Readonly<Record<string, AttributeSpec>>;

type ValueOf<S extends AttributeSpec> = S extends { type: 'boolean' }
  ? boolean
  : S extends { type: 'number'; default: number }
    ? number
    : S extends { type: 'number' }
      ? number | undefined
      : S extends { type: 'enum'; values: readonly (infer V)[]; default: string }
        ? V
        : S extends { type: 'enum'; values: readonly (infer V)[] }
          ? V | undefined
          : S extends { type: 'string'; default: string }
            ? string
            : string | undefined;

/** The props a view receives for an attribute table, keyed by camelCase property name. */
export type AttributeValues<A extends AttributeTable> = { -readonly [K in keyof A]: ValueOf<A[K]> };

/** `showPromotionBanner` -> `show-promotion-banner`, the same mapping r2wc uses. */
export function toAttributeName(propertyName: string): string {
  return propertyName
    .replace(/([a-z0-9])([A-Z])/g, (_, a: string, b: string) => `${a}-${b}`)
    .toLowerCase();
}

export type InvalidAttributeReporter = (attribute: string, value: string) => void;

/**
 * Parses one raw attribute value. `null` means the attribute is absent. Values that do not fit
 * the spec fall back to the default and are reported, never thrown.
 */
export function parseAttribute(
  spec: AttributeSpec,
  raw: string | null,
  report: (value: string) => void = () => {},
): unknown {
  switch (spec.type) {
    case 'string':
      return raw ?? spec.default;
    case 'boolean':
      if (raw === null) return spec.default;
      return raw.trim().toLowerCase() !== 'false';
    case 'number': {
      if (raw === null || raw.trim() === '') return spec.default;
      const value = Number(raw.trim());
      if (!Number.isFinite(value) || (spec.min !== undefined && value < spec.min)) {
        report(raw);
        return spec.default;
      }
      return value;
    }
    case 'enum': {
      if (raw === null || raw.trim() === '') return spec.default;
      const wanted = raw.trim().toLowerCase();
      const match = spec.values.find((candidate) => candidate.toLowerCase() === wanted);
      if (match === undefined) {
        report(raw);
        return spec.default;
      }
      return match;
    }
    default:
      return spec satisfies never;
  }
}

/** Reads every attribute of the table from an element. */
export function readAttributes<A extends AttributeTable>(
  element: Element,
  table: A,
  report: InvalidAttributeReporter = () => {},
): AttributeValues<A> {
  const values: Record<string, unknown> = {};
  for (const [propertyName, spec] of Object.entries(table)) {
    const attribute = toAttributeName(propertyName);
    values[propertyName] = parseAttribute(spec, element.getAttribute(attribute), (value) =>
      report(attribute, value),
    );
  }
  return values as AttributeValues<A>;
}

/**
 * The attribute text a property assignment reflects to: booleans become present (`''`) or
 * `"false"` (so default-true attributes can be switched off), null and undefined remove it.
 */
export function serializeProperty(spec: AttributeSpec, value: unknown): string | null {
  if (value === null || value === undefined) return null;
  if (spec.type === 'boolean') return value === false || value === 'false' ? 'false' : '';
  return String(value);
}
