import { callRoute } from '../api/call-route.ts';

/**
 * Signs out: revokes the token (the server also clears the sign-in cookie), then reloads so the
 * page is rendered again for a guest. A token that has already ended changes nothing: reload anyway.
 */
export async function signOut(token: string | null): Promise<void> {
  if (token) await callRoute('logout', { token });
  window.location.reload();
}
