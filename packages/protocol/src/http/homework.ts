/** Homework (docs/homework.md): teachers, student groups, assignments and their results. */
import type { RouteSpec } from './route-spec.ts';

export const HOMEWORK_ROUTES = {} as const satisfies Record<string, RouteSpec>;

/** The 200 answer body of each route above. */
// biome-ignore lint/suspicious/noEmptyInterface: filled as the routes above are added
export interface HomeworkResponses {}
