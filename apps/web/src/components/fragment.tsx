import {
  Component,
  lazy,
  Suspense,
  useEffect,
  useRef,
  useState,
  type ComponentProps,
  type ComponentType,
  type JSX,
  type ReactNode,
} from 'react';
import type { FragmentName } from '@lp/domain';
import { useFragmentVersions } from '../lib/api/fragment-versions.ts';
import { reportError } from '../lib/report-error.ts';

/**
 * Reports one failure of a fragment once its version is known: after the versions call has
 * answered (or failed: then 'unknown'), since a chunk can fail before it does. It is only
 * rendered once something failed, so a boundary that never catches asks for nothing.
 */
function FailureReport({ name, error }: { name: FragmentName; error: unknown }) {
  const versions = useFragmentVersions();
  const version = versions.isPending ? undefined : (versions.data?.versions[name] ?? 'unknown');
  const reported = useRef(false);
  useEffect(() => {
    if (version === undefined || reported.current) return;
    reported.current = true;
    reportError('fragment failed', error, { fragment: name, version });
  }, [name, error, version]);
  return null;
}

interface BoundaryProps {
  name: FragmentName;
  /** What stands in the fragment's place once it failed. */
  fallback: ReactNode | ((error: unknown) => ReactNode);
  /** A new key (the page's path, say) gives the fragment another try. */
  resetKey?: string;
  children: ReactNode;
}

/**
 * doc 1 §1, §8: one fragment's failure, at load or at render, stays inside it and is logged
 * (the `client_error` usage event) with the fragment's name and version; the rest of the
 * page goes on (decision 0029).
 */
export class FragmentBoundary extends Component<BoundaryProps, { error: unknown; failed: boolean }> {
  override state: { error: unknown; failed: boolean } = { error: null, failed: false };
  static getDerivedStateFromError(error: unknown) {
    return { error, failed: true };
  }
  override componentDidUpdate(previous: BoundaryProps) {
    if (this.state.failed && previous.resetKey !== this.props.resetKey) this.setState({ error: null, failed: false });
  }
  override render() {
    if (!this.state.failed) return this.props.children;
    const { fallback, name } = this.props;
    return (
      <>
        <FailureReport name={name} error={this.state.error} />
        {typeof fallback === 'function' ? fallback(this.state.error) : fallback}
      </>
    );
  }
}

/**
 * doc 1 §1, §8: a fragment of the learner app, its own chunk (React.lazy), shown with its
 * own skeleton while it loads; if its code or its data fails, the failure is logged with
 * the fragment's name and version and `fallback` stands in its place while the rest of the
 * page goes on (decision 0029). A chunk that failed to load is asked for again the next
 * time the fragment is shown (React.lazy alone would keep the failure for the session).
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- as React.lazy's own signature: any component, its props inferred
export function lazyFragment<C extends ComponentType<any>>(name: FragmentName, load: () => Promise<{ default: C }>) {
  type P = ComponentProps<C>;
  let failed = false;
  const make = () =>
    lazy(() =>
      load().catch((error: unknown) => {
        failed = true;
        throw error;
      }),
    ) as unknown as ComponentType<P>;
  let Lazy = make();
  function Fragment({ skeleton, fallback, ...props }: P & { skeleton: ReactNode; fallback: ReactNode }) {
    // doc 1 §7: the versions of project learn are loaded with the first fragment (once a session).
    useFragmentVersions();
    // Chosen once per mount: a new try after a failed load, but not within the same showing.
    const [Loaded] = useState(() => {
      if (failed) {
        failed = false;
        Lazy = make();
      }
      return Lazy;
    });
    return (
      <FragmentBoundary name={name} fallback={fallback}>
        <Suspense fallback={skeleton}>
          <Loaded {...(props as unknown as P & JSX.IntrinsicAttributes)} />
        </Suspense>
      </FragmentBoundary>
    );
  }
  Fragment.displayName = `Fragment(${name})`;
  return Fragment;
}
