import { queryOptions, useQuery } from '@tanstack/react-query';
import * as listRoutes from '@lp/contract/routes/list';
import { call } from '../api-client.ts';

export const gradingScalesKeys = { all: ['grading-scales'] as const };

export const getGradingScales = () => call(listRoutes.gradingScales);

/** The scales by id, for the colour of a grade on the cards (doc 1 §7 Lists and catalog). */
export const gradingScalesQueryOptions = () =>
  queryOptions({
    queryKey: gradingScalesKeys.all,
    queryFn: getGradingScales,
    staleTime: 5 * 60_000,
    select: (response) => new Map(response.data.map((scale) => [scale.id, scale])),
  });

export const useGradingScales = (enabled = true) => useQuery({ ...gradingScalesQueryOptions(), enabled });
