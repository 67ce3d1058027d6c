import type { CallRoute } from './call.ts';

/** A route's path with its `:name` parameters filled in, each encoded as one path segment (decision 0067). */
export const routePath = (route: Pick<CallRoute, 'path'>, params: Readonly<Record<string, string>> = {}): string =>
  route.path.replace(/:(\w+)/g, (_, name: string) => encodeURIComponent(params[name] ?? ''));
