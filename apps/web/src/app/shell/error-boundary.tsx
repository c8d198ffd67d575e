import { Component, type ErrorInfo, type ReactNode } from 'react';
import { errorMessage } from '@/lib/api-error';
import { ErrorFallback } from './error-fallback';

interface ErrorBoundaryProps {
  children: ReactNode;
  /** When this changes (e.g. the path), a shown error is dismissed and the children render again. */
  resetKey?: unknown;
}

interface ErrorBoundaryState {
  error: { message: string } | null;
  resetKey: unknown;
}

/** Catches render failures below it and shows 'Something went wrong.' with the message. */
export class ErrorBoundary extends Component<ErrorBoundaryProps, ErrorBoundaryState> {
  override state: ErrorBoundaryState = { error: null, resetKey: this.props.resetKey };

  static getDerivedStateFromError(error: unknown): Partial<ErrorBoundaryState> {
    return { error: { message: errorMessage(error) } };
  }

  static getDerivedStateFromProps(
    props: ErrorBoundaryProps,
    state: ErrorBoundaryState,
  ): Partial<ErrorBoundaryState> | null {
    return Object.is(props.resetKey, state.resetKey) ? null : { error: null, resetKey: props.resetKey };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    console.error('Render failure', error, info.componentStack);
  }

  override render(): ReactNode {
    return this.state.error ? <ErrorFallback message={this.state.error.message} /> : this.props.children;
  }
}
