import { Component, type ReactNode } from 'react';

/** Catches a render error below it and shows `fallback` instead (doc 1 §2: a failed part is logged, the rest goes on). */
export class ErrorBoundary extends Component<
  { fallback: (error: unknown) => ReactNode; children: ReactNode; resetKey?: string },
  { error: unknown }
> {
  override state: { error: unknown } = { error: null };
  static getDerivedStateFromError(error: unknown) {
    return { error };
  }
  override componentDidCatch(error: unknown) {
    console.error(error);
  }
  override componentDidUpdate(previous: { resetKey?: string }) {
    if (this.state.error && previous.resetKey !== this.props.resetKey) this.setState({ error: null });
  }
  override render() {
    return this.state.error ? this.props.fallback(this.state.error) : this.props.children;
  }
}
