import { useQuery } from '@tanstack/react-query';
import { DASHBOARD_PATHS, type FragmentVersions } from '@lp/contract/dashboard';
import { FRAGMENT_PROJECT } from '@lp/domain';
import { apiRequest } from '../api-client.ts';

/** doc 1 §7: the remote fragment versions of project learn, read once a session (decision 0029). */
export const useFragmentVersions = () =>
  useQuery({
    queryKey: ['fragment-versions', FRAGMENT_PROJECT],
    queryFn: () => apiRequest<FragmentVersions>(`${DASHBOARD_PATHS.fragmentVersions}?project=${FRAGMENT_PROJECT}`),
    staleTime: Infinity,
  });
