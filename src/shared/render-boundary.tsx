import { Component, type ErrorInfo, type ReactNode } from 'react';

interface Props {
  readonly children: ReactNode;
  /** What shows in place of the children once they failed to render; nothing by default. */
  readonly fallback?: ReactNode;
  /** Logs the failure; called once per boundary. */
  readonly onError: (error: unknown, componentStack: string | undefined) => void;
}

interface State {
  readonly failed: boolean;
}

/**
 * A part that fails to render gives way to its fallback (nothing by default), logs once and
 * leaves the host page alone: the error stops here instead of reaching window.onerror of a page
 * we do not own. Every element's root has one (define-element.tsx: the element renders nothing),
 * and so has each campaign of the header's campaign row (the next in line shows): one class, as
 * the platform's chunk carries it for both.
 */
export class RenderBoundary extends Component<Props, State> {
  override state: State = { failed: false };
  private logged = false;

  static getDerivedStateFromError(): State {
    return { failed: true };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    if (this.logged) return;
    this.logged = true;
    this.props.onError(error, info.componentStack ?? undefined);
  }

  override render(): ReactNode {
    return this.state.failed ? this.props.fallback : this.props.children;
  }
}
