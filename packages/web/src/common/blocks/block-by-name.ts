/** Blocks a player known only by name (an invitation names its sender): their card gives the id. */
import { callRoute } from '../api/call-route.ts';
import { setBlocked } from './blocked-players-store.ts';

export async function blockByName(token: string, username: string): Promise<boolean> {
  const card = await callRoute('getUserCard', { params: { username }, token });
  if (!card.ok) return false;
  const answer = await setBlocked(token, { userid: card.value.playinfo.userid, username }, true);
  return answer.ok;
}
