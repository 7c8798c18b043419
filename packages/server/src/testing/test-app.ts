/**
 * For HTTP tests: an app over a fresh SQLite store with a cheap password hash, a settable
 * clock, a room gateway that records verdicts, and helpers that call routes the way the web
 * client does (the protocol's routeUrl and encodeForm, the JWT header).
 */
import type { Result } from '@tengen/core';
import {
  authorizationHeader,
  encodeForm,
  HTTP_ROUTES,
  type RouteForm,
  type RouteName,
  type RouteParams,
  routeUrl,
} from '@tengen/protocol';
import type { FastifyInstance } from 'fastify';
import { type Accounts, createAccounts, type NewAccount } from '../accounts/accounts.ts';
import { type AppOptions, buildApp } from '../app.ts';
import { SOCKET_PATHS } from '../config/server-config.ts';
import { TRUST_NO_PROXY, type TrustProxy } from '../config/trust-proxy.ts';
import type { RoomGateway } from '../play/room-gateway.ts';
import type { Store } from '../storage/store.ts';
import type { User } from '../storage/types.ts';
import type { TestDatabase } from './test-databases.ts';

export interface RecordedResult {
  readonly playId: number;
  readonly winner: number;
  /** The referee; '' for a result an appeal man changed after the game. */
  readonly by: string;
}

export interface TestApp {
  readonly app: FastifyInstance;
  readonly store: Store;
  readonly accounts: Accounts;
  readonly verdicts: RecordedResult[];
  readonly clock: { now: number };
  /** Creates a user (roles as given) and logs in: the user and a token. */
  signUp(account: Partial<NewAccount> & { username: string }): Promise<{ user: User; token: string }>;
  call<N extends RouteName>(name: N, request: CallRequest<N>): Promise<{ status: number; body: unknown }>;
  close(): Promise<void>;
}

export interface CallRequest<N extends RouteName> {
  readonly params?: RouteParams<N>;
  readonly form?: RouteForm<N>;
  /** Fields sent as they are, unchecked: for requests a real client would refuse to build. */
  readonly rawForm?: Readonly<Record<string, string>>;
  /** A token, sent as `JWT <token>`; or `header` for a raw Authorization header. */
  readonly token?: string;
  readonly header?: string;
}

export const ONE_PROXY_HOP: TrustProxy = { kind: 'hops', hops: 1 };

export const TEST_SECRET = Buffer.from('test-secret-'.repeat(4));

export async function startTestApp(
  engine: TestDatabase,
  options: {
    rooms?: 'recording' | RoomGateway;
    /** True: one proxy hop is trusted (the injected requests come from 127.0.0.1). */
    trustProxy?: boolean;
    /** The site's origin (TENGEN_PUBLIC_URL); by default the listen address. */
    publicUrl?: string;
    /** More of the app's options (engines, limits, CORS…). */
    app?: Partial<Omit<AppOptions, 'config' | 'store' | 'accounts' | 'rooms' | 'now'>>;
  } = {},
): Promise<TestApp> {
  const store = await engine.newStore();
  const clock = { now: Date.UTC(2025, 0, 1) };
  const verdicts: RecordedResult[] = [];
  const recording: RoomGateway = {
    async auditVerdict(playId, winner, byUser): Promise<Result<void, never>> {
      verdicts.push({ playId, winner, by: byUser.username });
      return { ok: true, value: undefined };
    },
    async amendVerdict(playId, winner): Promise<Result<void, never>> {
      verdicts.push({ playId, winner, by: '' });
      return { ok: true, value: undefined };
    },
  };
  const config = {
    secret: TEST_SECRET,
    tokenTtlMs: 86_400_000,
    passwordCost: { N: 2 ** 10, r: 8, p: 1 },
    sockets: { paths: SOCKET_PATHS, urls: [null, null] as const },
    trustProxy: options.trustProxy ? ONE_PROXY_HOP : TRUST_NO_PROXY,
    publicUrl: options.publicUrl ?? null,
  };
  const accounts = createAccounts({ ...config, store, now: () => clock.now });
  const rooms = options.rooms === 'recording' ? recording : options.rooms;
  const app = buildApp({ ...options.app, config, store, accounts, rooms, now: () => clock.now });
  return {
    app,
    store,
    accounts,
    verdicts,
    clock,
    async signUp(account) {
      const password = account.password ?? 'password1';
      const created = await accounts.createAccount({ ...account, password }, { machineName: 'allow' });
      if (!created.ok) throw new Error(`signUp ${account.username}: ${created.error}`);
      const login = await accounts.logIn(account.username, password);
      if (!login.ok) throw new Error(`logIn ${account.username}: ${login.error}`);
      return { user: created.value, token: login.value.token };
    },
    async call(name, request) {
      const spec = HTTP_ROUTES[name];
      const headers: Record<string, string> = {};
      if (request.token !== undefined) headers.authorization = authorizationHeader(request.token);
      if (request.header !== undefined) headers.authorization = request.header;
      let payload: string | undefined;
      if (spec.method === 'POST') {
        headers['content-type'] = 'application/x-www-form-urlencoded';
        const fields = request.rawForm ?? encodeForm(name, (request.form ?? {}) as RouteForm<typeof name>);
        payload = new URLSearchParams(fields).toString();
      }
      const url = routeUrl(name, (request.params ?? {}) as RouteParams<typeof name>);
      const response = await app.inject({ method: spec.method, url, headers, payload });
      return { status: response.statusCode, body: response.json() as unknown };
    },
    async close() {
      await app.close();
      await store.close();
    },
  };
}
