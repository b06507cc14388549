import { Component, type ReactNode } from 'react';

interface Props {
  children: ReactNode;
  /** What to show instead when the page throws while rendering. */
  fallback: (error: unknown) => ReactNode;
}

/** Keeps a page that throws from taking the header and footer with it. */
export class RouteErrorBoundary extends Component<Props, { failed: boolean; error: unknown }> {
  override state = { failed: false, error: undefined };

  static getDerivedStateFromError(error: unknown) {
    return { failed: true, error };
  }

  override render() {
    return this.state.failed ? this.props.fallback(this.state.error) : this.props.children;
  }
}
