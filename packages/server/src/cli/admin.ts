/**
 * `tengen admin …`: accounts, roles, beans, competitions and plays, written straight to the
 * database the configuration names (SQLite under ./data by default, or DATABASE_URL).
 * Every command prints one JSON line describing what it did. See docs/admin.md.
 */
import { randomBytes } from 'node:crypto';
import { parseArgs } from 'node:util';
import { err, ok, type Result } from '@tengen/core';
import { MODERATOR_USER_LEVEL, rankLabelFor } from '@tengen/protocol';
import { createAccounts } from '../accounts/accounts.ts';
import { loadConfig, type ServerConfig } from '../config/server-config.ts';
import { openStore } from '../storage/open-store.ts';
import type { Store } from '../storage/store.ts';
import type { User, UserChanges } from '../storage/types.ts';
import { all, readInt, readRank, readRole, readTier } from './admin-options.ts';
import { ORDER_USAGE, orderConfirm, orderFail, orderList, orderRefund, orderShow } from './admin-orders.ts';
import { PASSWORD_USAGE, userPassword, userResetLink } from './admin-passwords.ts';
import { competitionCreate, playCreate } from './admin-plays.ts';
import { TEACHER_USAGE, teacherGrant, teacherList, teacherRevoke } from './admin-teachers.ts';

export interface AdminIo {
  readonly out: (line: string) => void;
  readonly err: (line: string) => void;
}

/** What a command answers: a JSON-able report, or an error message (exit code 1). */
export type CommandResult = Result<Record<string, unknown>, string>;

export interface AdminContext {
  readonly store: Store;
  readonly config: ServerConfig;
  readonly now: () => number;
}

export const ADMIN_USAGE = `tengen admin — manage the live-play database (SQLite under ./data, or DATABASE_URL)

  user create NAME [--password PW] [--level 0-3] [--rank 5D|500] [--tier normal|silver|gold|taskcard]
                   [--audit] [--appeal] [--display-name TEXT]
  user show NAME
${PASSWORD_USAGE}
  role grant|revoke NAME audit|appeal|moderator
  beans grant NAME AMOUNT [--note TEXT]
  competition create --name GAMENAME [--maxplaycount N]
  play create --black NAME --white NAME [--gameid N --round N --index N --prev ID --next ID]
              [--first PLAYID] [--size 9|13|19] [--time MIN] [--byoyomi SEC] [--periods N]
              [--handicap N] [--komi-shift N] [--think SEC] [--start ISO|+MIN] [--undo]
              [--early-start] [--call-judge] [--single-login] [--no-chat] [--guest-chat]
              [--step-select] [--test] [--no-analysis] [--energy-bar]
${ORDER_USAGE}
${TEACHER_USAGE}`;

export async function runAdmin(
  args: string[],
  io: AdminIo,
  env: NodeJS.ProcessEnv = process.env,
): Promise<number> {
  const [group, command, ...rest] = args;
  const handler = COMMANDS[`${group} ${command}`];
  if (handler === undefined) {
    (group === undefined || group === 'help' ? io.out : io.err)(ADMIN_USAGE);
    return group === undefined || group === 'help' ? 0 : 2;
  }
  const config = loadConfig(env);
  if (!config.ok) {
    io.err(`tengen admin: ${config.error}`);
    return 2;
  }
  let result: CommandResult;
  const store = await openStore(config.value.database);
  try {
    result = await handler(rest, { store, config: config.value, now: Date.now });
  } catch (error) {
    result = err((error as Error).message);
  } finally {
    await store.close();
  }
  if (!result.ok) {
    io.err(`tengen admin ${group} ${command}: ${result.error}`);
    return 1;
  }
  io.out(JSON.stringify(result.value));
  return 0;
}

type Command = (args: string[], context: AdminContext) => Promise<CommandResult>;

const COMMANDS: Readonly<Record<string, Command>> = {
  'user create': userCreate,
  'user show': userShow,
  'user reset-link': userResetLink,
  'user password': userPassword,
  'role grant': (args, context) => roleChange(args, context, true),
  'role revoke': (args, context) => roleChange(args, context, false),
  'beans grant': beansGrant,
  'competition create': competitionCreate,
  'play create': playCreate,
  'order list': orderList,
  'order show': orderShow,
  'order confirm': orderConfirm,
  'order fail': orderFail,
  'order refund': orderRefund,
  'teacher grant': teacherGrant,
  'teacher revoke': teacherRevoke,
  'teacher list': teacherList,
};

function describeUser(user: User): Record<string, unknown> {
  return {
    id: user.id,
    username: user.username,
    level: user.userLevel,
    rank: rankLabelFor(user.rank),
    rankValue: user.rank,
    tier: user.membership,
    audit: user.isAuditMan,
    appeal: user.isAppealMan,
    markedBad: user.markedBad,
    beans: user.beans,
    wins: user.wins,
    losses: user.losses,
  };
}

async function userCreate(args: string[], { store, config, now }: AdminContext): Promise<CommandResult> {
  const { values, positionals } = parseArgs({
    args,
    allowPositionals: true,
    options: {
      password: { type: 'string' },
      level: { type: 'string' },
      rank: { type: 'string' },
      tier: { type: 'string' },
      audit: { type: 'boolean' },
      appeal: { type: 'boolean' },
      'display-name': { type: 'string' },
    },
  });
  if (positionals.length !== 1) return err('give exactly one username');
  const read = all({
    level: readInt('level', values.level, 0, MODERATOR_USER_LEVEL),
    rank: readRank(values.rank),
    tier: readTier(values.tier),
  });
  if (!read.ok) return read;
  const generated = values.password === undefined ? randomBytes(18).toString('base64url') : null;
  const accounts = createAccounts({
    store,
    secret: config.secret,
    tokenTtlMs: config.tokenTtlMs,
    passwordCost: config.passwordCost,
    now,
  });
  const created = await accounts.createAccount(
    {
      username: positionals[0],
      password: values.password ?? generated ?? '',
      userLevel: read.value.level,
      rank: read.value.rank,
      membership: read.value.tier,
      isAuditMan: values.audit,
      isAppealMan: values.appeal,
      displayName: values['display-name'],
    },
    { machineName: 'allow' },
  );
  if (!created.ok) return err(created.error);
  return ok({
    created: 'user',
    ...describeUser(created.value),
    ...(generated === null ? {} : { password: generated }),
  });
}

async function userShow(args: string[], { store }: AdminContext): Promise<CommandResult> {
  if (args.length !== 1) return err('give exactly one username');
  const user = await store.userByName(args[0]);
  return user === null ? err(`no user '${args[0]}'`) : ok(describeUser(user));
}

async function roleChange(args: string[], { store }: AdminContext, grant: boolean): Promise<CommandResult> {
  if (args.length !== 2) return err('give a username and a role');
  const role = readRole(args[1]);
  if (!role.ok) return role;
  const user = await store.userByName(args[0]);
  if (user === null) return err(`no user '${args[0]}'`);
  const changes: UserChanges =
    role.value === 'audit'
      ? { isAuditMan: grant }
      : role.value === 'appeal'
        ? { isAppealMan: grant }
        : { userLevel: grant ? MODERATOR_USER_LEVEL : Math.min(user.userLevel, MODERATOR_USER_LEVEL - 1) };
  const changed = await store.updateUser(user.id, changes);
  return changed === null
    ? err(`no user '${args[0]}'`)
    : ok({ [grant ? 'granted' : 'revoked']: role.value, ...describeUser(changed) });
}

async function beansGrant(args: string[], { store, now }: AdminContext): Promise<CommandResult> {
  const { values, positionals } = parseArgs({
    args,
    allowPositionals: true,
    options: { note: { type: 'string' } },
  });
  if (positionals.length !== 2) return err('give a username and an amount');
  const amount = readInt('amount', positionals[1], 1, 1_000_000_000);
  if (!amount.ok) return amount;
  const user = await store.userByName(positionals[0]);
  if (user === null) return err(`no user '${positionals[0]}'`);
  const changed = await store.changeBeans({
    userId: user.id,
    delta: amount.value ?? 0,
    reason: 'admin',
    reference: values.note ?? '',
    at: now(),
  });
  if (!changed.ok) return err(changed.error);
  return ok({
    granted: 'beans',
    username: user.username,
    amount: changed.value.delta,
    balance: changed.value.balanceAfter,
  });
}
