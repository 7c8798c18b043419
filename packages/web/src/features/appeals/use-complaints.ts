/**
 * A game's complaints as the viewer may see them (GET /jwt/getappeal/{playid}/), read again on
 * demand; the balance it answers (a refund in it) goes to the page's store.
 */
import type { Appeal } from '@tengen/protocol';
import { useCallback, useEffect, useRef, useState } from 'react';
import type { ApiClient, ApiFailure } from '../../common/api/api-client.ts';
import { useAnnounceBeans } from '../../common/host/beans.tsx';

export type Complaints =
  | { readonly kind: 'loading' }
  | { readonly kind: 'done'; readonly apps: readonly Appeal[] }
  | { readonly kind: 'failed'; readonly failure: ApiFailure };

export function useComplaints(api: ApiClient, playid: number): [Complaints, () => Promise<void>] {
  const [complaints, setComplaints] = useState<Complaints>({ kind: 'loading' });
  const alive = useRef(true);
  const announceBeans = useAnnounceBeans();
  const load = useCallback(async () => {
    const answer = await api.call('getAppeals', { params: { playid } });
    if (!alive.current) return;
    if (answer.ok) announceBeans(answer.value.beans);
    setComplaints(
      answer.ok ? { kind: 'done', apps: answer.value.apps } : { kind: 'failed', failure: answer.error },
    );
  }, [api, playid, announceBeans]);
  useEffect(() => {
    alive.current = true;
    void load();
    return () => {
      alive.current = false;
    };
  }, [load]);
  return [complaints, load];
}
