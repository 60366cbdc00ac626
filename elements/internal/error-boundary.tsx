import { Component, type ErrorInfo, type ReactNode } from 'react';
import { logRenderFailure } from '../../stores/site/element-log';

interface Props {
  readonly tag: string;
  readonly children: ReactNode;
}

interface State {
  readonly failed: boolean;
}

/**
 * A failing element renders nothing, logs once and leaves the host page alone: the error stops
 * here instead of reaching window.onerror of a page we do not own.
 */
export class ElementErrorBoundary extends Component<Props, State> {
  override state: State = { failed: false };
  private logged = false;

  static getDerivedStateFromError(): State {
    return { failed: true };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    if (this.logged) return;
    this.logged = true;
    logRenderFailure(this.props.tag, error, info.componentStack ?? undefined);
  }

  override render(): ReactNode {
    return this.state.failed ? null : this.props.children;
  }
}
