/**
 * State that a component owns unless its parent takes it over (the pattern of Radix primitives'
 * `useControllableState`): with `prop` undefined the component keeps the value itself, starting
 * from `defaultProp`; with `prop` given the parent holds it and the component only asks for
 * changes through `onChange`.
 *
 * ```tsx
 * const [checked, setChecked] = useControllableState({
 *   prop: checkedProp,
 *   defaultProp: defaultChecked,
 *   onChange: onCheckedChange,
 * });
 * ```
 *
 * The setter reports a change synchronously, and only a real one: setting the value it already
 * has does nothing (no onChange), so a component may call it on every native event. Whether the
 * state is controlled is read on every render, like React's own inputs: a parent that passes
 * `undefined` hands the state back, which then continues from its last uncontrolled value.
 */
import { useCallback, useState } from 'react';

export interface ControllableStateOptions<T> {
  /** The parent's value; undefined leaves the state to the component. */
  readonly prop: T | undefined;
  /** The first value of the component's own state (a function is called once, like useState's). */
  readonly defaultProp: T | (() => T);
  /** Called with each new value, controlled or not. */
  readonly onChange?: ((value: T) => void) | undefined;
}

export function useControllableState<T>({
  prop,
  defaultProp,
  onChange,
}: ControllableStateOptions<T>): readonly [value: T, setValue: (next: T) => void] {
  const [ownValue, setOwnValue] = useState<T>(defaultProp);
  const controlled = prop !== undefined;
  const value = controlled ? prop : ownValue;

  const setValue = useCallback(
    (next: T): void => {
      if (Object.is(next, value)) return;
      if (!controlled) setOwnValue(() => next);
      onChange?.(next);
    },
    [controlled, value, onChange],
  );

  return [value, setValue] as const;
}
