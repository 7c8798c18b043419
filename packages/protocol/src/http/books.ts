/** Tengen's record-book calls beyond the seed's two (docs/books.md): books, chapters, saved entries, export. */
import type { RouteSpec } from './route-spec.ts';

export const BOOK_ROUTES = {} as const satisfies Record<string, RouteSpec>;

/** The 200 answer body of each route above. */
// biome-ignore lint/suspicious/noEmptyInterface: filled as the routes above are added
export interface BooksResponses {}
