import { describe, expect, it } from 'vitest';
import { clientMessageSchema } from '../socket/client-messages.ts';
import { inviteMessageSchemas } from '../socket/server-invite.ts';
import { defaultInvitation, type InvitationInput, validateInvitation } from './invitation.ts';

const valid: InvitationInput = {
  target: 'cho',
  color: 'black',
  size: 19,
  time: 30,
  byoyomi: 30,
  handicap: 0,
};

describe('validateInvitation', () => {
  it('accepts a valid invitation and trims the target', () => {
    expect(validateInvitation({ ...valid, target: ' cho ' }, 'lee')).toEqual({ ok: true, value: valid });
  });

  it.each<[string, Partial<InvitationInput>, string]>([
    ['an empty target', { target: ' ' }, 'BAD_TARGET'],
    ['a 41-character target', { target: 'a'.repeat(41) }, 'BAD_TARGET'],
    ['oneself', { target: 'lee' }, 'SELF_TARGET'],
    ['a guest', { target: 'guest_123456789' }, 'GUEST_TARGET'],
    ['a machine', { target: 'machine_gnugo' }, 'MACHINE_TARGET'],
    ['colour red', { color: 'red' }, 'BAD_COLOR'],
    ['size 18', { size: 18 }, 'BAD_SIZE'],
    ['time 0', { time: 0 }, 'BAD_TIME'],
    ['time 25', { time: 25 }, 'BAD_TIME'],
    ['byo-yomi 10', { byoyomi: 10 }, 'BAD_BYOYOMI'],
    ['handicap 10', { handicap: 10 }, 'BAD_HANDICAP'],
    ['handicap -1', { handicap: -1 }, 'BAD_HANDICAP'],
    ['handicap 1.5', { handicap: 1.5 }, 'BAD_HANDICAP'],
  ])('refuses %s', (_, change, error) => {
    expect(validateInvitation({ ...valid, ...change }, 'lee')).toEqual({ ok: false, error });
  });

  it.each(['guess', 'black', 'white'])('accepts colour %s', (color) => {
    expect(validateInvitation({ ...valid, color }, 'lee').ok).toBe(true);
  });

  it.each([9, 13, 19])('accepts size %i', (size) => {
    expect(validateInvitation({ ...valid, size }, 'lee').ok).toBe(true);
  });

  it.each([0, 9])('accepts handicap %i', (handicap) => {
    expect(validateInvitation({ ...valid, handicap }, 'lee').ok).toBe(true);
  });

  it('preselects the seed’s defaults, which are themselves valid', () => {
    const invitation = defaultInvitation('cho');
    expect(invitation).toEqual({
      target: 'cho',
      color: 'guess',
      size: 19,
      time: 20,
      byoyomi: 30,
      handicap: 0,
    });
    expect(validateInvitation(invitation, 'lee').ok).toBe(true);
  });
});

describe('level challenges', () => {
  it('a challenge without handicap is valid and stays a challenge', () => {
    expect(validateInvitation({ ...valid, challenge: true }, 'lee')).toEqual({
      ok: true,
      value: { ...valid, challenge: true },
    });
  });

  it.each([1, 2, 9])('a challenge with handicap %i is refused', (handicap) => {
    expect(validateInvitation({ ...valid, handicap, challenge: true }, 'lee')).toEqual({
      ok: false,
      error: 'CHALLENGE_HANDICAP',
    });
  });

  it('challenge false is an ordinary invitation, handicap allowed, the flag dropped', () => {
    expect(validateInvitation({ ...valid, handicap: 3, challenge: false }, 'lee')).toEqual({
      ok: true,
      value: { ...valid, handicap: 3 },
    });
  });

  it('the target rules come first: a challenge to a guest or a machine is refused as before', () => {
    const challenge = { ...valid, challenge: true };
    expect(validateInvitation({ ...challenge, target: 'guest_123456789' }, 'lee')).toEqual({
      ok: false,
      error: 'GUEST_TARGET',
    });
    expect(validateInvitation({ ...challenge, target: 'machine_gnugo' }, 'lee')).toEqual({
      ok: false,
      error: 'MACHINE_TARGET',
    });
  });

  it('playreq on the wire: without the field (older clients) still valid, with it a boolean', () => {
    const old = { cmd: 'playreq', ...valid };
    expect(clientMessageSchema.safeParse(old)).toMatchObject({ success: true, data: old });
    const challenge = { ...old, challenge: true };
    expect(clientMessageSchema.safeParse(challenge)).toMatchObject({ success: true, data: challenge });
    expect(clientMessageSchema.safeParse({ ...old, challenge: 'yes' }).success).toBe(false);
  });

  it('play_req on the wire: challenge is absent or true', () => {
    const schema = inviteMessageSchemas.play_req;
    const message = {
      cmd: 'play_req',
      id: 3,
      from: 'lee',
      fromlevelname: '5D',
      target: 'cho',
      targetlevelname: '4D',
      color: 'guess',
      size: 19,
      time: 20,
      byoyomi: 30,
      handicap: 0,
      countdown: 10,
    };
    expect(schema.safeParse(message).success).toBe(true);
    expect(schema.safeParse({ ...message, challenge: true }).success).toBe(true);
    expect(schema.safeParse({ ...message, challenge: false }).success).toBe(false);
  });
});

describe('the move-choice option (stepselect)', () => {
  it('carried only when on: off or absent reads as an ordinary invitation', () => {
    expect(validateInvitation({ ...valid, stepselect: true }, 'lee')).toEqual({
      ok: true,
      value: { ...valid, stepselect: true },
    });
    expect(validateInvitation({ ...valid, stepselect: false }, 'lee')).toEqual({ ok: true, value: valid });
    expect(validateInvitation({ ...valid, challenge: true, stepselect: true }, 'lee')).toEqual({
      ok: true,
      value: { ...valid, challenge: true, stepselect: true },
    });
  });

  it('on the wire: playreq takes an optional boolean, play_req an optional true', () => {
    const old = { cmd: 'playreq', ...valid };
    const on = { ...old, stepselect: true };
    expect(clientMessageSchema.safeParse(on)).toMatchObject({ success: true, data: on });
    expect(clientMessageSchema.safeParse({ ...old, stepselect: false }).success).toBe(true);
    expect(clientMessageSchema.safeParse({ ...old, stepselect: 'yes' }).success).toBe(false);
    expect(clientMessageSchema.safeParse({ ...old, stepselect: 1 }).success).toBe(false);
    const message = {
      cmd: 'play_req',
      id: 3,
      from: 'lee',
      fromlevelname: '5D',
      target: 'cho',
      targetlevelname: '4D',
      color: 'guess',
      size: 19,
      time: 20,
      byoyomi: 30,
      handicap: 0,
      countdown: 10,
    };
    const schema = inviteMessageSchemas.play_req;
    expect(schema.safeParse({ ...message, stepselect: true }).success).toBe(true);
    expect(schema.safeParse({ ...message, stepselect: false }).success).toBe(false);
  });
});
