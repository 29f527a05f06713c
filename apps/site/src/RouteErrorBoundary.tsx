import { Component, type ReactNode } from 'react';
import { ErrorPage } from './pages/ErrorPage';

interface Props {
  children: ReactNode;
  /** Changing this (the pathname) clears the error, so navigating away recovers. */
  resetKey: string;
}

interface State {
  error: unknown;
  hasError: boolean;
}

/**
 * Catches what a page throws while rendering (or a page chunk that fails to load) and shows the
 * error page in the content area; the header and sidebar keep working.
 */
export class RouteErrorBoundary extends Component<Props, State> {
  override state: State = { error: null, hasError: false };

  static getDerivedStateFromError(error: unknown): State {
    return { error, hasError: true };
  }

  override componentDidCatch(error: unknown) {
    console.error('A page failed to render:', error);
  }

  override componentDidUpdate(previous: Props) {
    if (this.state.hasError && previous.resetKey !== this.props.resetKey) {
      this.setState({ error: null, hasError: false });
    }
  }

  override render() {
    return this.state.hasError ? <ErrorPage error={this.state.error} /> : this.props.children;
  }
}
