/**
 * The course the learner has just handed in from this tab: the page that then shows its next
 * steps moves the focus there once (the button they pressed is gone), and only then. A mark
 * not taken within a minute (the learner went elsewhere meanwhile) is forgotten.
 */
const KEEP_MS = 60_000;
let handedIn: { objectiveId: string; at: number } | null = null;

export const markJustHandedIn = (objectiveId: string) => {
  handedIn = { objectiveId, at: Date.now() };
};

export const takeJustHandedIn = (objectiveId: string): boolean => {
  const mark = handedIn;
  if (!mark || mark.objectiveId !== objectiveId) return false;
  handedIn = null;
  return Date.now() - mark.at <= KEEP_MS;
};

/** For tests: no mark left from a previous one. */
export const forgetHandIn = () => {
  handedIn = null;
};
