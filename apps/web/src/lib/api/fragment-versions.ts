import { useQuery } from '@tanstack/react-query';
import { FRAGMENT_PROJECT } from '@lp/domain';
import * as dashboardRoutes from '@lp/contract/routes/dashboard';
import { call } from '../api-client.ts';

/** doc 1 §7: the remote fragment versions of project learn, read once a session (decision 0029). */
export const useFragmentVersions = () =>
  useQuery({
    queryKey: ['fragment-versions', FRAGMENT_PROJECT],
    queryFn: () => call(dashboardRoutes.fragmentVersions, { query: { project: FRAGMENT_PROJECT } }),
    staleTime: Infinity,
  });
