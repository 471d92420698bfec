import { Component, type ReactNode } from 'react';

interface ErrorBoundaryProps {
  /** What to show instead of the broken part. */
  fallback: ReactNode;
  /** Changing this (the route) clears the error, so other pages work again. */
  resetKey: string;
  children: ReactNode;
}

/** Keeps one broken page from blanking the whole site. */
export class ErrorBoundary extends Component<ErrorBoundaryProps, { hasError: boolean }> {
  state = { hasError: false };

  static getDerivedStateFromError() {
    return { hasError: true };
  }

  componentDidUpdate(previous: ErrorBoundaryProps) {
    if (this.state.hasError && previous.resetKey !== this.props.resetKey) {
      this.setState({ hasError: false });
    }
  }

  render() {
    return this.state.hasError ? this.props.fallback : this.props.children;
  }
}
