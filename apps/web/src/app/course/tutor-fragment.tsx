import type { CourseDetails } from '@lp/contract';
import { lazyFragment } from '../../components/fragment.tsx';
import { useRuntimeConfig } from '../../lib/runtime-config-context.tsx';

/** The knowledge center's own chunk: the course page weighs nothing more for it (decision 0027). */
const KnowledgeCenter = lazyFragment('knowledgeCenter', () =>
  import('../../features/knowledge-center/components/tutor-panel.tsx').then((m) => ({ default: m.TutorPanel })),
);

/**
 * doc 1 §1, §6 and §8: the AI tutor of a course, shown only when the tenant's setting
 * (widgets.aiTutor) and the course's enableAiTutor allow it, from the knowledge center's
 * fragment. If that fails it is logged with the fragment's name and version and the tutor is
 * not started; the page goes on, and the next course page tries again.
 */
export function TutorFragment({ details }: { details: CourseDetails }) {
  const config = useRuntimeConfig();
  if (!config.widgets.aiTutor || !details.objective.enableAiTutor) return null;
  return (
    <KnowledgeCenter
      key={details.objective.id}
      skeleton={null}
      fallback={null}
      objectiveId={details.objective.id}
      courseName={details.objective.name}
    />
  );
}
