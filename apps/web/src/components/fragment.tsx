import { Component, lazy, Suspense, type ComponentType, type ReactNode } from 'react';
import type { FragmentName } from '@lp/domain';
import { useFragmentVersions } from '../lib/api/fragment-versions.ts';
import { reportError } from '../lib/report-error.ts';

interface BoundaryProps {
  name: FragmentName;
  /** Undefined until the versions call has answered (or failed: then 'unknown'). */
  version: string | undefined;
  fallback: ReactNode;
  children: ReactNode;
}

/**
 * One fragment's failure, at load or at render, stays inside it and is reported once with
 * the fragment's name and version — after the versions call has answered, since a chunk can
 * fail before it does.
 */
class FragmentBoundary extends Component<BoundaryProps, { error: unknown; failed: boolean }> {
  override state: { error: unknown; failed: boolean } = { error: null, failed: false };
  private reported = false;
  static getDerivedStateFromError(error: unknown) {
    return { error, failed: true };
  }
  override componentDidCatch() {
    this.report();
  }
  override componentDidUpdate() {
    this.report();
  }
  private report() {
    if (!this.state.failed || this.reported || this.props.version === undefined) return;
    this.reported = true;
    reportError('fragment failed', this.state.error, { fragment: this.props.name, version: this.props.version });
  }
  override render() {
    return this.state.failed ? this.props.fallback : this.props.children;
  }
}

/**
 * doc 1 §1, §8: a fragment of the learner app, its own chunk (React.lazy), shown with its
 * own skeleton while it loads; if its code or its data fails, the failure is logged with
 * the fragment's name and version and `fallback` stands in its place while the rest of the
 * page goes on (decision 0029).
 */
export function lazyFragment<P extends object>(name: FragmentName, load: () => Promise<{ default: ComponentType<P> }>) {
  const Lazy = lazy(load);
  function Fragment({ skeleton, fallback, ...props }: P & { skeleton: ReactNode; fallback: ReactNode }) {
    const versions = useFragmentVersions();
    const version = versions.isPending ? undefined : (versions.data?.versions[name] ?? 'unknown');
    return (
      <FragmentBoundary name={name} version={version} fallback={fallback}>
        <Suspense fallback={skeleton}>
          <Lazy {...(props as unknown as P & { key?: never })} />
        </Suspense>
      </FragmentBoundary>
    );
  }
  Fragment.displayName = `Fragment(${name})`;
  return Fragment;
}
