/** The live classroom (docs/classroom.md): creating, listing and opening classes; live traffic goes over the socket. */
import type { RouteSpec } from './route-spec.ts';

export const CLASS_ROUTES = {} as const satisfies Record<string, RouteSpec>;

/** The 200 answer body of each route above. */
// biome-ignore lint/suspicious/noEmptyInterface: filled as the routes above are added
export interface ClassroomResponses {}
