import { useEffect, useRef } from 'react';
import { useSearch } from 'wouter';
import { useToast } from '../../../components/ui/toast.tsx';
import { useT } from '../../../lib/i18n.tsx';
import { useReplaceSearch } from '../../../lib/use-replace-search.ts';

/**
 * doc 1 §2 Entry query parameters: `selfRegistered` on My courses without an objectiveId
 * is taken out of the URL and the account-created message is shown. With an objectiveId
 * the enrolment flow owns the URL.
 */
export function useSelfRegisteredNotice() {
  const t = useT();
  const toast = useToast();
  const search = useSearch();
  const replaceSearch = useReplaceSearch();
  const shown = useRef(false);
  const params = new URLSearchParams(search);
  const applies = params.has('selfRegistered') && !params.has('objectiveId');

  useEffect(() => {
    if (!applies || shown.current) return;
    shown.current = true;
    replaceSearch((p) => p.delete('selfRegistered'));
    toast('success', t.t('myCourses.accountCreated'));
  }, [applies, replaceSearch, toast, t]);
}
