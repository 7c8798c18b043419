import { describe, expect, it } from 'vitest';
import { authorizationHeader, tokenOf } from './auth.ts';
import { fillPath, matchPath, pathParams, routerPath } from './path.ts';

describe('path patterns', () => {
  it('lists, fills and matches parameters', () => {
    const pattern = '/jwt/getprimsg/{userid}/{page}/';
    expect(pathParams(pattern)).toEqual(['userid', 'page']);
    expect(fillPath(pattern, { userid: '3', page: '2' })).toBe('/jwt/getprimsg/3/2/');
    expect(matchPath(pattern, '/jwt/getprimsg/3/2/')).toEqual({ userid: '3', page: '2' });
    expect(routerPath(pattern)).toBe('/jwt/getprimsg/:userid/:page/');
  });

  it.each([
    ['/jwt/getplayinfo/{playid}/', '/jwt/getplayinfo/12', null],
    ['/jwt/getplayinfo/{playid}/', '/jwt/getplayinfo/12/x/', null],
    ['/jwt/getplayinfo/{playid}/', '/jwt/getplayinfo//', null],
    ['/jwt/getuserplayinfo/{username}/', '/jwt/getuserplayinfo/a%20b%2Fc/', { username: 'a b/c' }],
    ['/jwt/getuserplayinfo/{username}/', '/jwt/getuserplayinfo/%E0%A4%A/', null],
    ['/jwt/getmuscore/', '/jwt/getmuscore/', {}],
    ['/jwt/getmuscore/', '/jwtXgetmuscore/', null],
  ])('%s against %s', (pattern, path, expected) => {
    expect(matchPath(pattern, path)).toEqual(expected);
  });

  it('encodes what it fills, and refuses a missing value', () => {
    expect(fillPath('/u/{username}/', { username: 'a/b?' })).toBe('/u/a%2Fb%3F/');
    expect(() => fillPath('/u/{username}/', {})).toThrow(/username/);
  });
});

describe('authorization header', () => {
  it.each([
    ['JWT abc.def', 'abc.def'],
    ['jwt   abc ', 'abc'],
    ['Bearer abc', null],
    ['JWT', null],
    ['', null],
    [undefined, null],
  ])('%j → %j', (header, token) => {
    expect(tokenOf(header)).toBe(token);
  });

  it('writes the seed’s prefix', () => {
    expect(authorizationHeader('t0k')).toBe('JWT t0k');
    expect(tokenOf(authorizationHeader('t0k'))).toBe('t0k');
  });
});
