import { describe, expect, it } from 'vitest';
import { createMemoryHistory } from './memory-history.ts';

describe('createMemoryHistory', () => {
  it('starts at the address given, split into path, query and fragment', () => {
    expect(createMemoryHistory('/book/create/?booktype=1#top').location()).toEqual({
      pathname: '/book/create/',
      search: '?booktype=1',
      hash: '#top',
    });
  });

  it('starts at / when given nothing', () => {
    expect(createMemoryHistory().location().pathname).toBe('/');
  });

  it('keeps the same location object until it changes', () => {
    const history = createMemoryHistory('/pay/');
    expect(history.location()).toBe(history.location());
  });

  it('push moves to a new entry, resolves relative paths, and tells each listener', () => {
    const history = createMemoryHistory('/play/p/1/');
    const heard: string[] = [];
    const stop = history.subscribe(() => heard.push(history.location().pathname));
    history.push('/play/p/2/');
    history.push('../3/');
    stop();
    history.push('/pay/');
    expect(heard).toEqual(['/play/p/2/', '/play/p/3/']);
    expect(history.entries).toEqual(['/play/p/1/', '/play/p/2/', '/play/p/3/', '/pay/']);
  });
});
