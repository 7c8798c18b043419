import { describe, expect, it } from 'vitest';
import {
  BYOYOMI_CHOICES,
  COLOR_CHOICES,
  checkInvite,
  HANDICAP_CHOICES,
  type InviteCheck,
  type InviteDraft,
  initialDraft,
  SIZE_CHOICES,
  TIME_CHOICES,
  withChallenge,
} from './invite-choices.ts';

describe('the seed’s invitation choices', () => {
  it('basic time 5 to 180 minutes, 20 preselected', () => {
    expect(TIME_CHOICES).toEqual([5, 10, 15, 20, 30, 45, 60, 90, 120, 180]);
    expect(initialDraft('cho').time).toBe(20);
  });
  it('byo-yomi 0, 20, 30, 45, 60 seconds', () => expect(BYOYOMI_CHOICES).toEqual([0, 20, 30, 45, 60]));
  it('handicap 0 to 9', () => expect(HANDICAP_CHOICES).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8, 9]));
  it('first mover guess, black, white', () => expect(COLOR_CHOICES).toEqual(['guess', 'black', 'white']));
  it('board 9, 13, 19', () => expect(SIZE_CHOICES).toEqual([9, 13, 19]));
  it('preselects guess on 19 with 30 s byo-yomi and no handicap', () => {
    expect(initialDraft('cho')).toEqual({
      target: 'cho',
      color: 'guess',
      size: 19,
      time: 20,
      byoyomi: 30,
      handicap: 0,
    });
  });
});

describe('checkInvite', () => {
  const draft = initialDraft('cho');
  const rows: [name: string, draft: InviteDraft, expected: InviteCheck][] = [
    ['the preselection', draft, { kind: 'invite', invitation: draft }],
    ['a trimmed name', { ...draft, target: '  cho ' }, { kind: 'invite', invitation: draft }],
    [
      'every choice at its end',
      { ...draft, color: 'white', size: 9, time: 180, byoyomi: 0, handicap: 9 },
      {
        kind: 'invite',
        invitation: { ...draft, color: 'white', size: 9, time: 180, byoyomi: 0, handicap: 9 },
      },
    ],
    [
      'a machine opponent: the challenge instead',
      { ...draft, target: 'machine_gnugo' },
      { kind: 'challenge', machine: 'machine_gnugo' },
    ],
    ['no name', { ...draft, target: ' ' }, { kind: 'problem', problem: 'BAD_TARGET' }],
    ['oneself', { ...draft, target: 'lee' }, { kind: 'problem', problem: 'SELF_TARGET' }],
    ['a guest', { ...draft, target: 'guest_123456789' }, { kind: 'problem', problem: 'GUEST_TARGET' }],
    [
      'a colour not offered',
      { ...draft, color: 'red' as 'black' },
      { kind: 'problem', problem: 'BAD_COLOR' },
    ],
    ['a size not offered', { ...draft, size: 15 as 19 }, { kind: 'problem', problem: 'BAD_SIZE' }],
    ['a time not offered', { ...draft, time: 25 as 20 }, { kind: 'problem', problem: 'BAD_TIME' }],
    ['a byo-yomi not offered', { ...draft, byoyomi: 10 as 20 }, { kind: 'problem', problem: 'BAD_BYOYOMI' }],
    ['handicap 10', { ...draft, handicap: 10 }, { kind: 'problem', problem: 'BAD_HANDICAP' }],
    [
      'a level challenge',
      { ...draft, challenge: true },
      { kind: 'invite', invitation: { ...draft, challenge: true } },
    ],
    [
      'a level challenge with handicap',
      { ...draft, challenge: true, handicap: 2 },
      { kind: 'problem', problem: 'CHALLENGE_HANDICAP' },
    ],
    [
      'the switch turned off again: an ordinary invitation',
      { ...draft, challenge: false, handicap: 2 },
      { kind: 'invite', invitation: { ...draft, handicap: 2 } },
    ],
  ];
  it.each(rows)('%s', (_name, input, expected) => {
    expect(checkInvite(input, 'lee')).toEqual(expected);
  });
});

describe('the level-challenge switch', () => {
  it('on: a challenge with no handicap, whatever was chosen before', () => {
    const draft = { ...initialDraft('cho'), handicap: 4 };
    const on = { ...draft, ...withChallenge(true) };
    expect(on).toMatchObject({ challenge: true, handicap: 0 });
    expect(checkInvite(on, 'lee')).toEqual({
      kind: 'invite',
      invitation: { ...draft, handicap: 0, challenge: true },
    });
  });
  it('off: an ordinary invitation again', () => {
    const off = { ...initialDraft('cho'), ...withChallenge(true), ...withChallenge(false) };
    expect(checkInvite(off, 'lee')).toEqual({ kind: 'invite', invitation: initialDraft('cho') });
  });
});
