import { useCallback, useEffect, useRef, useState } from 'react';
import type { ApiFailure } from '../../common/api/api-client.ts';
import { callRoute } from '../../common/api/call-route.ts';

export interface Follow {
  readonly following: boolean;
  readonly busy: boolean;
  readonly failure: ApiFailure | null;
  toggle(): void;
}

/** Following one user (POST /jwt/addfriend/): the state as the server last said, and the switch. */
export function useFollow(
  userid: number,
  initial: boolean,
  token: string | null,
  onChange?: (following: boolean) => void,
): Follow {
  const [following, setFollowing] = useState(initial);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<ApiFailure | null>(null);
  const told = useRef(onChange);
  told.current = onChange;
  useEffect(() => setFollowing(initial), [initial]);
  const toggle = useCallback(() => {
    if (busy) return;
    const next = !following;
    setBusy(true);
    void callRoute('setFriend', { form: { friend: userid, attion: next }, token }).then((answer) => {
      setBusy(false);
      setFailure(answer.ok ? null : answer.error);
      if (!answer.ok) return;
      setFollowing(next);
      told.current?.(next);
    });
  }, [busy, following, userid, token]);
  return { following, busy, failure, toggle };
}
