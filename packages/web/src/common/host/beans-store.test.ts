import { describe, expect, it } from 'vitest';
import { createBeansStore } from './beans-store.ts';

describe('createBeansStore', () => {
  it('starts from the host data and takes each new balance, telling every listener once', () => {
    const store = createBeansStore(42);
    const heard: (number | null)[] = [];
    const other: (number | null)[] = [];
    store.subscribe(() => heard.push(store.get()));
    store.subscribe(() => other.push(store.get()));
    expect(store.get()).toBe(42);
    store.announce(32);
    store.announce(0);
    store.announce(550);
    expect(store.get()).toBe(550);
    expect(heard).toEqual([32, 0, 550]);
    expect(other).toEqual([32, 0, 550]);
  });

  it('tells nobody when the balance announced is the one it has', () => {
    const store = createBeansStore(10);
    let calls = 0;
    store.subscribe(() => calls++);
    store.announce(10);
    expect(calls).toBe(0);
  });

  it('refuses nonsense: negative, fractional, not a number; the balance stays', () => {
    const store = createBeansStore(10);
    let calls = 0;
    store.subscribe(() => calls++);
    for (const bad of [-1, 2.5, Number.NaN, Number.POSITIVE_INFINITY, 2 ** 53]) store.announce(bad);
    expect(store.get()).toBe(10);
    expect(calls).toBe(0);
  });

  it('a guest has no balance, and an announcement does not give one', () => {
    const store = createBeansStore(null);
    let calls = 0;
    store.subscribe(() => calls++);
    store.announce(20);
    expect(store.get()).toBeNull();
    expect(calls).toBe(0);
  });

  it('stops telling a listener that unsubscribed', () => {
    const store = createBeansStore(5);
    const heard: (number | null)[] = [];
    const stop = store.subscribe(() => heard.push(store.get()));
    store.announce(6);
    stop();
    store.announce(7);
    expect(heard).toEqual([6]);
    expect(store.get()).toBe(7);
  });
});
