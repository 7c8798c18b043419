/**
 * A game's complaints as the viewer may see them (GET /jwt/getappeal/{playid}/): read when the
 * box opens, again when the game's result changes while it is open, and every
 * COMPLAINT_RECHECK_MS while the viewer's own complaint is under review (complaint-refresh.ts).
 * The balance each answer carries (a refund in it) goes to the page's store.
 */
import type { Appeal } from '@tengen/protocol';
import { useCallback, useEffect, useRef, useState } from 'react';
import type { ApiClient, ApiFailure } from '../../common/api/api-client.ts';
import { useAnnounceBeans } from '../../common/host/beans.tsx';
import { awaitsDecision, COMPLAINT_RECHECK_MS } from './complaint-refresh.ts';

export type Complaints =
  | { readonly kind: 'loading' }
  | { readonly kind: 'done'; readonly apps: readonly Appeal[] }
  | { readonly kind: 'failed'; readonly failure: ApiFailure };

export interface ComplaintsSource {
  readonly api: ApiClient;
  readonly playid: number;
  readonly username: string;
  /** Changes when the game's result changes (outcomeKey). */
  readonly resultKey: string;
}

export function useComplaints({
  api,
  playid,
  username,
  resultKey,
}: ComplaintsSource): [Complaints, () => Promise<void>] {
  const [complaints, setComplaints] = useState<Complaints>({ kind: 'loading' });
  const alive = useRef(true);
  // Only the latest read is shown: an earlier answer arriving late would undo a decision seen.
  const latest = useRef(0);
  const announceBeans = useAnnounceBeans();
  const load = useCallback(async () => {
    const asked = ++latest.current;
    const answer = await api.call('getAppeals', { params: { playid } });
    if (!alive.current || asked !== latest.current) return;
    if (answer.ok) announceBeans(answer.value.beans);
    setComplaints(
      answer.ok ? { kind: 'done', apps: answer.value.apps } : { kind: 'failed', failure: answer.error },
    );
  }, [api, playid, announceBeans]);
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new result is a reason to read again
  useEffect(() => {
    alive.current = true;
    void load();
    return () => {
      alive.current = false;
    };
  }, [load, resultKey]);
  const reviewing = complaints.kind === 'done' && awaitsDecision(complaints.apps, username);
  useEffect(() => {
    if (!reviewing) return;
    const timer = window.setInterval(() => void load(), COMPLAINT_RECHECK_MS);
    return () => window.clearInterval(timer);
  }, [reviewing, load]);
  return [complaints, load];
}
