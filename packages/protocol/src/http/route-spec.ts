/** The shape of one HTTP route: declared once, used by the server's router and the web client. */
import type * as z from 'zod/mini';

export interface RouteSpec {
  readonly method: 'GET' | 'POST';
  /** The path pattern with `{name}` parameters, exactly as the seed writes it. */
  readonly path: string;
  /** Path parameters: strings in, typed values out. */
  readonly params: z.ZodMiniObject;
  /** Form fields (application/x-www-form-urlencoded): strings in, typed values out. Empty for GET. */
  readonly form: z.ZodMiniObject;
  /**
   * `none`: no token needed (register, login). `optional`: works for visitors too (guests
   * watch games). `user`: a signed-in, non-guest user; otherwise 401 UNAUTHORIZED.
   */
  readonly auth: 'none' | 'optional' | 'user';
}
