import { lazy, Suspense } from 'react';
import { useSearch } from 'wouter';

const EnrolmentFlow = lazy(() => import('./enrolment-flow.tsx').then((m) => ({ default: m.EnrolmentFlow })));

/** The enrolment flow loads only for links that carry `occflow` (doc 1 §2): most visits never pay for it. */
export function EnrolmentFlowEntry() {
  const hasFlow = new URLSearchParams(useSearch()).has('occflow');
  return hasFlow ? (
    <Suspense fallback={null}>
      <EnrolmentFlow />
    </Suspense>
  ) : null;
}
