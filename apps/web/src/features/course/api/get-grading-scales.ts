import { queryOptions, useQuery } from '@tanstack/react-query';
import type { GradingScaleView, ListResponse } from '@lp/contract';
import { LIST_PATHS } from '@lp/contract/lists';
import { apiRequest } from '../../../lib/api-client.ts';
import { courseKeys } from './course-keys.ts';

export const getGradingScales = () => apiRequest<ListResponse<GradingScaleView>>(LIST_PATHS.gradingScales);

/** doc 1 §7 GET grading-scales/query: the scales by id, for a grade's colour. */
export const gradingScalesQueryOptions = () =>
  queryOptions({
    queryKey: courseKeys.gradingScales,
    queryFn: getGradingScales,
    staleTime: 5 * 60_000,
    select: (response) => new Map(response.data.map((scale) => [scale.id, scale])),
  });

export const useGradingScales = (enabled = true) => useQuery({ ...gradingScalesQueryOptions(), enabled });
