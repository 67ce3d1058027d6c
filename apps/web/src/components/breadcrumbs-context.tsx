import { createContext, useContext, useEffect, useState, type ReactNode } from 'react';

export interface Crumb {
  label: string;
  /** Path under /learn; the last crumb (the current page) has none. */
  href?: string;
}

const SetTrail = createContext<(trail: Crumb[]) => void>(() => {});
const Trail = createContext<Crumb[]>([]);

export function BreadcrumbsProvider({ children }: { children: ReactNode }) {
  const [trail, setTrail] = useState<Crumb[]>([]);
  return (
    <SetTrail.Provider value={setTrail}>
      <Trail.Provider value={trail}>{children}</Trail.Provider>
    </SetTrail.Provider>
  );
}

/** A page declares its place: `useBreadcrumbs([{ label: t('nav.catalog'), href: '/catalog' }, { label: course.name }])`. */
export function useBreadcrumbs(trail: Crumb[]) {
  const set = useContext(SetTrail);
  const key = JSON.stringify(trail);
  useEffect(() => {
    set(JSON.parse(key) as Crumb[]);
    return () => set([]);
  }, [key, set]);
}

export const useBreadcrumbTrail = () => useContext(Trail);
