/**
 * The typed HTTP client over the protocol's route table: one `call(name, input)` for every
 * route, the URL and form built by the protocol's own codecs, `Authorization: JWT <token>` on
 * every call. Answers are core's Result: the route's answer type, or an ApiFailure value (an
 * error body of the server, a status without one, or no answer at all). Nothing throws.
 */
import type { Result } from '@tengen/core';
import {
  type ApiErrorCode,
  apiErrorSchema,
  authorizationHeader,
  encodeForm,
  HTTP_ROUTES,
  type RouteForm,
  type RouteName,
  type RouteParams,
  type RouteResponse,
  routeUrl,
} from '@tengen/protocol';

export type ApiFailure =
  /** The server answered with its error body. */
  | {
      readonly kind: 'api';
      readonly status: number;
      readonly error: ApiErrorCode;
      readonly message: string;
      /** A refusal for too many tries: the seconds to wait (its `retryAfter`, or its Retry-After header). */
      readonly retryAfterSeconds?: number;
    }
  /** The server answered with a status but not its error body (a proxy, say). */
  | { readonly kind: 'http'; readonly status: number; readonly message: string }
  /** No answer: the network failed, or the body was not JSON. */
  | { readonly kind: 'network'; readonly message: string };

type Empty = Record<string, never>;
/** Whether a route has fields of this kind (a route without any has the type of an empty object). */
type HasKeys<T> = Empty extends T ? false : true;

/** What a call takes: path parameters and form fields, each only when the route has any. */
export type CallInput<N extends RouteName> = (HasKeys<RouteParams<N>> extends true
  ? { readonly params: RouteParams<N> }
  : { readonly params?: Empty }) &
  (HasKeys<RouteForm<N>> extends true ? { readonly form: RouteForm<N> } : { readonly form?: Empty });

export interface ApiClientOptions {
  /** The site's root URL; '' for the page's own origin. */
  readonly baseUrl?: string;
  /** The user's token; null for a guest (calls go without the header). */
  readonly token: string | null;
  readonly fetch?: typeof fetch;
}

/** The input may be left out only when the route has neither path parameters nor form fields. */
type CallArgs<N extends RouteName> =
  Empty extends CallInput<N> ? [input?: CallInput<N>] : [input: CallInput<N>];

export interface ApiClient {
  call<N extends RouteName>(name: N, ...args: CallArgs<N>): Promise<Result<RouteResponse<N>, ApiFailure>>;
}

export function createApiClient(options: ApiClientOptions): ApiClient {
  const base = (options.baseUrl ?? '').replace(/\/$/, '');
  const doFetch = options.fetch ?? ((...args: Parameters<typeof fetch>) => globalThis.fetch(...args));
  return {
    async call<N extends RouteName>(
      name: N,
      input?: CallInput<N>,
    ): Promise<Result<RouteResponse<N>, ApiFailure>> {
      const route = HTTP_ROUTES[name];
      const headers: Record<string, string> = { accept: 'application/json' };
      if (options.token) headers.authorization = authorizationHeader(options.token);
      let url: string;
      let body: URLSearchParams | undefined;
      try {
        url = base + routeUrl(name, (input?.params ?? {}) as RouteParams<N>);
        if (route.method === 'POST') {
          body = new URLSearchParams(encodeForm(name, (input?.form ?? {}) as RouteForm<N>));
          headers['content-type'] = 'application/x-www-form-urlencoded';
        }
      } catch (e) {
        return failure({ kind: 'network', message: `bad input for ${name}: ${(e as Error).message}` });
      }
      let response: Response;
      try {
        response = await doFetch(url, { method: route.method, headers, body });
      } catch (e) {
        return failure({ kind: 'network', message: (e as Error).message });
      }
      const json = await response.json().catch(() => undefined);
      if (response.ok) {
        return json === undefined
          ? failure({ kind: 'network', message: `${name}: the answer is not JSON` })
          : { ok: true, value: json as RouteResponse<N> };
      }
      const parsed = apiErrorSchema.safeParse(json);
      if (!parsed.success)
        return failure({ kind: 'http', status: response.status, message: response.statusText });
      const { retryAfter, ...refusal } = parsed.data;
      const retryAfterSeconds = retryAfter ?? retryAfterOf(response.headers.get('retry-after'));
      return failure({
        kind: 'api',
        status: response.status,
        ...refusal,
        ...(retryAfterSeconds === undefined ? {} : { retryAfterSeconds }),
      });
    },
  } as ApiClient;
}

/** Retry-After in seconds (the servers of this site never send the HTTP-date form). */
function retryAfterOf(header: string | null): number | undefined {
  if (header === null || !/^\d+$/.test(header.trim())) return undefined;
  return Number(header.trim());
}

function failure(error: ApiFailure): { ok: false; error: ApiFailure } {
  return { ok: false, error };
}
