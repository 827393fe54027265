import { Component, type ReactNode } from 'react';

interface Props {
  /** What failed, for the message: "This example", "This page". */
  what: string;
  children: ReactNode;
}

/**
 * Keeps a failure local: the failing part shows its error, the rest of the page keeps working.
 * React itself reports the caught error to the console.
 */
export class ErrorBoundary extends Component<Props, { error: Error | null }> {
  override state = { error: null as Error | null };

  static getDerivedStateFromError(error: unknown) {
    return { error: error instanceof Error ? error : new Error(String(error)) };
  }

  override render() {
    const { error } = this.state;
    if (!error) return this.props.children;
    return (
      <div className="ui negative message" role="alert">
        <div className="header">{this.props.what} failed to render</div>
        <p>
          <code>{error.message}</code>
        </p>
      </div>
    );
  }
}
