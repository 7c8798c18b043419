/**
 * Hidden characters over the real server: a bidirectional control (with which "…gnp.exe" reads
 * "…exe.png") is refused in game chat, private messages and names, with a clear message;
 * zero-width characters are stripped from chat and messages and refused in names.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LiveSite, type LiveUser } from '../testing/test-live.ts';

let site: LiveSite;
let alice: LiveUser;
let bob: LiveUser;
beforeAll(async () => {
  site = await LiveSite.start();
  alice = await site.register('alice');
  bob = await site.register('bob');
});
afterAll(() => site.destroy());

const post = (user: LiveUser, path: string, form: Record<string, string>) =>
  fetch(`${site.url}${path}`, {
    method: 'POST',
    headers: { authorization: `JWT ${user.token}` },
    body: new URLSearchParams(form),
  });

describe('hidden characters', () => {
  it('game chat refuses a direction override and strips zero-width characters', async () => {
    const game = await site.createPlay(alice, bob, { chatEnabled: true });
    const black = await site.join(game.id, alice);
    const white = await site.join(game.id, bob);
    black.send({ cmd: 'add_chat', content: 'see photo\u202Egnp.exe' });
    expect(await black.next('error')).toMatchObject({
      code: 'CHAT_HIDDEN_CHARACTER',
      replyTo: 'add_chat',
      message: expect.stringContaining('changes the direction of the text'),
    });
    black.send({ cmd: 'add_chat', content: 'good\u200B game\uFEFF' });
    expect((await white.next('addchat')).chat).toMatchObject({ User: 'alice', Content: 'good game' });
    expect(black.received.filter((m) => m.cmd === 'addchat')).toHaveLength(1);
    black.close();
    white.close();
  });

  it('a private message with a direction control is refused and not stored', async () => {
    const res = await post(alice, '/jwt/writeprimsg/', {
      userid: String(bob.id),
      content: 'file\u2067gnp.exe',
    });
    expect(res.status).toBe(400);
    expect(JSON.stringify(await res.json())).toContain('changes the direction of the text');
    expect(await site.store.social.readConversation(alice.id, bob.id, { offset: 0, limit: 10 })).toEqual([]);
    const stripped = await post(alice, '/jwt/writeprimsg/', {
      userid: String(bob.id),
      content: 'hi\u200Dbob',
    });
    expect(stripped.status).toBe(200);
    const [message] = await site.store.social.readConversation(alice.id, bob.id, { offset: 0, limit: 10 });
    expect(message?.content).toBe('hibob');
  });

  it.each([
    ['a direction override', 'games\u202Egnp.exe'],
    ['a zero-width space', 'jo\u200Bseki'],
    ['a word joiner', 'tes\u2060uji'],
  ])('a book name with %s is refused', async (_, name) => {
    const res = await post(alice, '/jwt/createbook/', { booktype: '4', name, chapter: 'one' });
    expect(res.status).toBe(400);
    expect(JSON.stringify(await res.json())).toContain('hidden character');
    const mine = await fetch(`${site.url}/jwt/mybooks/`, {
      headers: { authorization: `JWT ${alice.token}` },
    });
    expect(JSON.stringify(await mine.json())).not.toContain('gnp');
  });

  it('a username with a hidden character is refused', async () => {
    await expect(site.register('eve\u202Eevil')).rejects.toThrow(/register/);
    await expect(site.register('eve\u200B')).rejects.toThrow(/register/);
  });
});
