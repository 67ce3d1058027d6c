import { useEffect, useState, type ComponentType } from 'react';
import type { CourseDetails } from '@lp/contract';
import { useRuntimeConfig } from '../../lib/runtime-config-context.tsx';
import { reportError } from '../../lib/report-error.ts';

type TutorPanelType = ComponentType<{ objectiveId: string; courseName: string }>;

/** Loads the knowledge center's chunk once; after a failed load the next course page tries again. */
let knowledgeCenter: Promise<TutorPanelType | null> | undefined;
const loadKnowledgeCenter = () =>
  (knowledgeCenter ??= import('../../features/knowledge-center/components/tutor-panel.tsx').then(
    (m) => m.TutorPanel,
    (error: unknown) => {
      // doc 1 §1: a fragment that fails is logged and the rest continues; without the knowledge center the AI tutor is not started.
      reportError('knowledge-center fragment failed to load', error, { fragment: 'knowledge-center' });
      knowledgeCenter = undefined;
      return null;
    },
  ));

/**
 * doc 1 §1, §6 and §8: the AI tutor of a course, shown only when the tenant's setting
 * (widgets.aiTutor) and the course's enableAiTutor allow it, from the knowledge center's
 * own chunk (a fragment loaded apart, so the course page weighs nothing more). If that
 * chunk fails to load it is reported and the tutor is not started; the page goes on.
 */
export function TutorFragment({ details }: { details: CourseDetails }) {
  const config = useRuntimeConfig();
  const enabled = config.widgets.aiTutor && details.objective.enableAiTutor;
  const [Panel, setPanel] = useState<TutorPanelType | null>(null);
  useEffect(() => {
    if (!enabled) return;
    let live = true;
    void loadKnowledgeCenter().then((loaded) => {
      if (live && loaded) setPanel(() => loaded);
    });
    return () => {
      live = false;
    };
  }, [enabled]);
  if (!enabled || !Panel) return null;
  return <Panel key={details.objective.id} objectiveId={details.objective.id} courseName={details.objective.name} />;
}
