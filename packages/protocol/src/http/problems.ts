/** Problems (docs/problems.md): collections, a problem to solve, attempts and progress. */
import type { RouteSpec } from './route-spec.ts';

export const PROBLEM_ROUTES = {} as const satisfies Record<string, RouteSpec>;

/** The 200 answer body of each route above. */
// biome-ignore lint/suspicious/noEmptyInterface: filled as the routes above are added
export interface ProblemsResponses {}
