/** Friends and conversations (docs/social.md): the friends list with who is online, conversations, unread counts. */
import type { RouteSpec } from './route-spec.ts';

export const FRIEND_ROUTES = {} as const satisfies Record<string, RouteSpec>;

/** The 200 answer body of each route above. */
// biome-ignore lint/suspicious/noEmptyInterface: filled as the routes above are added
export interface FriendsResponses {}
