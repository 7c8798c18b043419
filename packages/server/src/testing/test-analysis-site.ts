/** For analysis route tests: calls the way the web client makes them, against a real server. */
import {
  authorizationHeader,
  encodeForm,
  HTTP_ROUTES,
  type RouteForm,
  type RouteName,
  type RouteParams,
  routeUrl,
} from '@tengen/protocol';

export interface Call<N extends RouteName> {
  readonly params?: RouteParams<N>;
  readonly form?: RouteForm<N>;
  readonly token?: string;
}

export async function callRouteAt<N extends RouteName>(
  base: string,
  name: N,
  call: Call<N>,
): Promise<{ status: number; body: Record<string, unknown> }> {
  const spec = HTTP_ROUTES[name];
  const headers: Record<string, string> = {};
  if (call.token !== undefined) headers.authorization = authorizationHeader(call.token);
  let body: URLSearchParams | undefined;
  if (spec.method === 'POST') body = new URLSearchParams(encodeForm(name, (call.form ?? {}) as RouteForm<N>));
  const url = base + routeUrl(name, (call.params ?? {}) as RouteParams<N>);
  const res = await fetch(url, { method: spec.method, headers, body });
  return { status: res.status, body: (await res.json()) as Record<string, unknown> };
}
