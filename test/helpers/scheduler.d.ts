// React's scheduler (a dependency of react-dom, without types of its own): the two exports
// test/helpers/react-idle.ts uses.
declare module 'scheduler' {
  export const unstable_IdlePriority: number;
  export function unstable_scheduleCallback(priority: number, callback: () => void): unknown;
}
