import { useEffect } from 'react';
import { useRuntimeConfig } from './runtime-config-context.tsx';

/** Each page names itself in the tab and for screen readers: "Page — Portal". */
export function useDocumentTitle(title: string) {
  const { theme } = useRuntimeConfig();
  useEffect(() => {
    document.title = `${title} — ${theme.name}`;
  }, [title, theme.name]);
}
