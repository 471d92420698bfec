import { Component, type ReactNode } from 'react';

interface ErrorBoundaryProps {
  /** What to show instead of the broken part; given the error and a way to try again. */
  fallback: ReactNode | ((error: unknown, retry: () => void) => ReactNode);
  /** Where the error happened (the route): anywhere else renders normally again. */
  resetKey: string;
  children: ReactNode;
}

interface ErrorBoundaryState {
  error: { thrown: unknown } | null;
  /** The resetKey at the time of the error; null until componentDidCatch records it. */
  failedAt: string | null;
}

/** Keeps one broken page from blanking the whole site. */
export class ErrorBoundary extends Component<ErrorBoundaryProps, ErrorBoundaryState> {
  state: ErrorBoundaryState = { error: null, failedAt: null };

  static getDerivedStateFromError(thrown: unknown): Partial<ErrorBoundaryState> {
    return { error: { thrown }, failedAt: null };
  }

  /** Moving to another route clears the error. */
  static getDerivedStateFromProps(props: ErrorBoundaryProps, state: ErrorBoundaryState): Partial<ErrorBoundaryState> | null {
    return state.failedAt !== null && state.failedAt !== props.resetKey ? { error: null, failedAt: null } : null;
  }

  componentDidCatch() {
    this.setState({ failedAt: this.props.resetKey });
  }

  private retry = () => this.setState({ error: null, failedAt: null });

  render() {
    const { error } = this.state;
    if (!error) return this.props.children;
    const { fallback } = this.props;
    return typeof fallback === 'function' ? fallback(error.thrown, this.retry) : fallback;
  }
}
