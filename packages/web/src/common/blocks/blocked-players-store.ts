/**
 * The signed-in viewer's blocked players (GET /jwt/getblocks/), fetched once per token and
 * shared by every part of the page that needs them: the profile's block button and list, and
 * the game chat, which hides their messages. Blocking and unblocking (POST /jwt/setblock/)
 * update it when the server agrees.
 */
import type { Result } from '@tengen/core';
import type { BlockedEntry } from '@tengen/protocol';
import { useEffect, useSyncExternalStore } from 'react';
import type { ApiFailure } from '../api/api-client.ts';
import { callRoute } from '../api/call-route.ts';

type Snapshot = readonly BlockedEntry[] | null;

let token: string | null = null;
let snapshot: Snapshot = null;
const listeners = new Set<() => void>();

function publish(next: Snapshot): void {
  snapshot = next;
  for (const listener of listeners) listener();
}

function load(forToken: string): void {
  if (token === forToken) return;
  token = forToken;
  publish(null);
  void callRoute('getBlocks', { token: forToken }).then((answer) => {
    if (token !== forToken) return;
    if (answer.ok) publish(answer.value.blocks);
    // A failed read is tried again by the next part of the page that asks.
    else token = null;
  });
}

/** The players the viewer blocked (null while loading, or for a visitor not signed in). */
export function useBlockedPlayers(viewerToken: string | null): Snapshot {
  useEffect(() => {
    if (viewerToken) load(viewerToken);
  }, [viewerToken]);
  const current = useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => snapshot,
    () => null,
  );
  return viewerToken && token === viewerToken ? current : null;
}

/** Blocks (`block` true) or unblocks a player; the list changes once the server agrees. */
export async function setBlocked(
  viewerToken: string,
  player: { readonly userid: number; readonly username: string },
  block: boolean,
): Promise<Result<unknown, ApiFailure>> {
  const answer = await callRoute('setBlock', { form: { userid: player.userid, block }, token: viewerToken });
  if (answer.ok && token === viewerToken) {
    const others = (snapshot ?? []).filter((b) => b.userid !== player.userid);
    publish(block ? [...others, { ...player, t: Date.now() }] : others);
  }
  return answer;
}
