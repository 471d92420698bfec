import { Component, type ReactNode } from 'react';

interface ErrorBoundaryProps {
  /** What to show instead of the broken part. */
  fallback: ReactNode;
  /** Where the error happened (the route): anywhere else renders normally again. */
  resetKey: string;
  children: ReactNode;
}

interface ErrorBoundaryState {
  hasError: boolean;
  /** The resetKey at the time of the error; null until componentDidCatch records it. */
  failedAt: string | null;
}

/** Keeps one broken page from blanking the whole site. */
export class ErrorBoundary extends Component<ErrorBoundaryProps, ErrorBoundaryState> {
  state: ErrorBoundaryState = { hasError: false, failedAt: null };

  static getDerivedStateFromError(): Partial<ErrorBoundaryState> {
    return { hasError: true, failedAt: null };
  }

  /** Moving to another route clears the error. */
  static getDerivedStateFromProps(props: ErrorBoundaryProps, state: ErrorBoundaryState): Partial<ErrorBoundaryState> | null {
    return state.failedAt !== null && state.failedAt !== props.resetKey ? { hasError: false, failedAt: null } : null;
  }

  componentDidCatch() {
    this.setState({ failedAt: this.props.resetKey });
  }

  render() {
    return this.state.hasError ? this.props.fallback : this.props.children;
  }
}
