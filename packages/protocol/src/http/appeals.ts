/** Tengen's complaint calls beyond the seed's three (docs/appeals.md): the judge's list of complaints. */
import type { RouteSpec } from './route-spec.ts';

export const APPEAL_ROUTES = {} as const satisfies Record<string, RouteSpec>;

/** The 200 answer body of each route above. */
// biome-ignore lint/suspicious/noEmptyInterface: filled as the routes above are added
export interface AppealsResponses {}
