import { FramedToolReturn, parentApp, ToolReturnPage } from '../../features/tool-activities/components/tool-callback.tsx';
import { AppShell } from '../shell/app-shell.tsx';

/**
 * doc 1 §2 /lti-tool-callback, a tool's return URL. In the course's frame it only hands the
 * return to the player around it (no second shell inside the page); in a window of its own
 * it is a page of the app.
 */
export function Component() {
  const parent = parentApp();
  if (parent) return <FramedToolReturn parent={parent} />;
  return (
    <AppShell>
      <ToolReturnPage />
    </AppShell>
  );
}
