import { act, useState } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { useControllableState, type ControllableStateOptions } from './use-controllable-state';

beforeAll(() => {
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
});

interface Probe<T> {
  value: T;
  set: (next: T) => void;
  renders: number;
}

const roots: Root[] = [];

afterEach(() => {
  for (const root of roots.splice(0)) act(() => root.unmount());
});

/** Renders the hook in a component and hands out its latest value and setter. */
function renderHookWith<T>(initial: ControllableStateOptions<T>) {
  const probe = { renders: 0 } as Probe<T>;
  function Harness(options: ControllableStateOptions<T>) {
    const [value, set] = useControllableState(options);
    probe.value = value;
    probe.set = set;
    probe.renders += 1;
    return null;
  }
  const root = createRoot(document.createElement('div'));
  roots.push(root);
  act(() => root.render(<Harness {...initial} />));
  return {
    probe,
    rerender: (options: ControllableStateOptions<T>) =>
      act(() => root.render(<Harness {...options} />)),
    set: (next: T) => act(() => probe.set(next)),
  };
}

describe('useControllableState', () => {
  describe('uncontrolled (prop undefined)', () => {
    it('starts from defaultProp and keeps what it is set to', () => {
      const onChange = vi.fn();
      const hook = renderHookWith<string>({ prop: undefined, defaultProp: 'a', onChange });
      expect(hook.probe.value).toBe('a');
      hook.set('b');
      expect(hook.probe.value).toBe('b');
      expect(onChange).toHaveBeenCalledExactlyOnceWith('b');
    });

    it('calls a defaultProp function once for the first value', () => {
      const initial = vi.fn(() => 3);
      const hook = renderHookWith<number>({ prop: undefined, defaultProp: initial });
      hook.set(4);
      hook.rerender({ prop: undefined, defaultProp: initial });
      expect(hook.probe.value).toBe(4);
      expect(initial).toHaveBeenCalledTimes(1);
    });

    it('ignores a later defaultProp', () => {
      const hook = renderHookWith<string>({ prop: undefined, defaultProp: 'a' });
      hook.rerender({ prop: undefined, defaultProp: 'z' });
      expect(hook.probe.value).toBe('a');
    });

    it('stores a function value as the value, not as an updater', () => {
      const first = (): string => 'first';
      const second = (): string => 'second';
      const hook = renderHookWith<() => string>({ prop: undefined, defaultProp: () => first });
      hook.set(second);
      expect(hook.probe.value).toBe(second);
    });
  });

  describe('controlled (prop given)', () => {
    it('shows the prop and asks for changes through onChange without keeping them', () => {
      const onChange = vi.fn();
      const hook = renderHookWith<string>({ prop: 'a', defaultProp: 'x', onChange });
      expect(hook.probe.value).toBe('a');
      hook.set('b');
      expect(onChange).toHaveBeenCalledExactlyOnceWith('b');
      expect(hook.probe.value).toBe('a');
      hook.rerender({ prop: 'b', defaultProp: 'x', onChange });
      expect(hook.probe.value).toBe('b');
    });

    it('treats false and an empty string as values, not as "uncontrolled"', () => {
      const hook = renderHookWith<boolean>({ prop: false, defaultProp: true });
      expect(hook.probe.value).toBe(false);
      hook.set(true);
      expect(hook.probe.value).toBe(false);
      const text = renderHookWith<string>({ prop: '', defaultProp: 'x' });
      expect(text.probe.value).toBe('');
    });

    it('hands the state back to the component when the prop becomes undefined', () => {
      const hook = renderHookWith<string>({ prop: 'a', defaultProp: 'own' });
      // a change asked for while controlled is the parent's to take, not the component's
      hook.set('asked');
      hook.rerender({ prop: undefined, defaultProp: 'own' });
      expect(hook.probe.value).toBe('own');
      hook.set('b');
      expect(hook.probe.value).toBe('b');
    });
  });

  it.each([
    ['uncontrolled', undefined],
    ['controlled', 'a'],
  ])('reports nothing and does not re-render when set to its current value (%s)', (_, prop) => {
    const onChange = vi.fn();
    const hook = renderHookWith<string>({ prop, defaultProp: 'a', onChange });
    const renders = hook.probe.renders;
    hook.set('a');
    expect(onChange).not.toHaveBeenCalled();
    expect(hook.probe.renders).toBe(renders);
  });

  it('reports to the latest onChange', () => {
    const first = vi.fn();
    const second = vi.fn();
    const hook = renderHookWith<string>({ prop: undefined, defaultProp: 'a', onChange: first });
    hook.rerender({ prop: undefined, defaultProp: 'a', onChange: second });
    hook.set('b');
    expect(first).not.toHaveBeenCalled();
    expect(second).toHaveBeenCalledExactlyOnceWith('b');
  });

  it('keeps one setter while value, mode and onChange stay the same', () => {
    const onChange = vi.fn();
    const hook = renderHookWith<string>({ prop: undefined, defaultProp: 'a', onChange });
    const setter = hook.probe.set;
    hook.rerender({ prop: undefined, defaultProp: 'a', onChange });
    expect(hook.probe.set).toBe(setter);
  });

  it('drives a parent that owns the state like React state', () => {
    const seen: string[] = [];
    let select: (next: string) => void = () => {};
    function Field({ value, onChange }: { value: string; onChange: (next: string) => void }) {
      const [shown, set] = useControllableState({ prop: value, defaultProp: '', onChange });
      seen.push(shown);
      select = set;
      return null;
    }
    function Parent() {
      const [value, setValue] = useState('MRS');
      return <Field value={value} onChange={setValue} />;
    }
    const root = createRoot(document.createElement('div'));
    roots.push(root);
    act(() => root.render(<Parent />));
    act(() => select('MR'));
    expect(seen.at(-1)).toBe('MR');
  });
});
