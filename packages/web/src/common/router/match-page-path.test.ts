import { describe, expect, it } from 'vitest';
import { matchPagePath } from './match-page-path.ts';

describe('matchPagePath', () => {
  it.each([
    // pattern, pathname, params (null: no match)
    ['/', '/', {}],
    ['/', '', {}],
    ['/', '/play/', null],
    ['/play/room/', '/play/room/', {}],
    ['/play/room/', '/play/room', {}],
    ['/play/room/', '/play/room//', {}],
    ['/play/room/', '/Play/ROOM/', {}],
    ['/play/room/', '/play/room/x/', null],
    ['/play/room/', '/play/', null],
    ['/play/p/:playid/', '/play/p/12/', { playid: '12' }],
    ['/play/p/:playid/', '/play/p/12', { playid: '12' }],
    ['/play/p/:playid/', '/play/p/12/x', null],
    ['/play/p/:playid/', '/play/p//', null],
    ['/play/p/:playid/', '/play//p/12/', null],
    ['/play/p/:playid/', '//play/p/12/', null],
    ['/play/p/:playid/', '/play/p/abc/', { playid: 'abc' }],
    ['/u/:username/', '/u/Cho/', { username: 'Cho' }],
    ['/u/:username/', '/u/%E6%9D%8E%E6%98%8C%E9%8E%AC/', { username: '李昌鎬' }],
    ['/u/:username/', '/u/%EC%9D%B4%EC%84%B8%EB%8F%8C/', { username: '이세돌' }],
    ['/u/:username/', '/u/a%20b/', { username: 'a b' }],
    ['/u/:username/', '/u/a%2Fb/', { username: 'a/b' }],
    ['/u/:username/', '/u/a+b/', { username: 'a+b' }],
    ['/u/:username/', '/u/100%/', { username: '100%' }],
    ['/u/:username/', '/u/%ZZ/', { username: '%ZZ' }],
    ['*', '/anything/at/all', {}],
    ['*', '/', {}],
  ])('%s against %s', (pattern, pathname, params) => {
    expect(matchPagePath(pattern, pathname)).toEqual(params);
  });

  it('takes several params, each by its name', () => {
    expect(matchPagePath('/a/:one/b/:two/', '/A/1/b/%E5%9B%B4/')).toEqual({ one: '1', two: '围' });
  });
});
