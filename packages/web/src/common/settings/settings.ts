/**
 * The local browser settings of seed 000 section 3 (energy bar, sounds, coordinates, move
 * confirm, stone and board style), kept in localStorage. The host page gives the defaults;
 * what is stored is checked field by field on every read, so a bad or old value never
 * reaches the board: unreadable JSON gives the defaults, a bad field gives that field's default.
 */
import type { DisplaySettings, StyleChoice } from '@tengen/protocol';
import { useCallback, useSyncExternalStore } from 'react';
import { useHost } from '../host/host-context.tsx';

export const SETTINGS_STORAGE_KEY = 'tengen.settings';

export const BOOLEAN_SETTINGS = ['showHp', 'soundEffect', 'sound', 'coordinates', 'moveConfirm'] as const;
export type BooleanSetting = (typeof BOOLEAN_SETTINGS)[number];
export const STYLE_SETTINGS = ['stoneStyle', 'boardStyle'] as const;
export type StyleSetting = (typeof STYLE_SETTINGS)[number];
export const STYLE_CHOICES: readonly StyleChoice[] = [1, 2, 3];

function isStyleChoice(value: unknown): value is StyleChoice {
  return value === 1 || value === 2 || value === 3;
}

/**
 * The fields stored as `text` that are readable, and only those: what the viewer chose. Null,
 * bad JSON or a non-object give none.
 */
export function storedSettings(text: string | null): Partial<DisplaySettings> {
  if (text === null) return {};
  let stored: unknown;
  try {
    stored = JSON.parse(text);
  } catch {
    return {};
  }
  if (typeof stored !== 'object' || stored === null || Array.isArray(stored)) return {};
  const record = stored as Record<string, unknown>;
  const chosen: { -readonly [K in keyof DisplaySettings]?: DisplaySettings[K] } = {};
  for (const key of BOOLEAN_SETTINGS) {
    if (typeof record[key] === 'boolean') chosen[key] = record[key];
  }
  for (const key of STYLE_SETTINGS) {
    if (isStyleChoice(record[key])) chosen[key] = record[key];
  }
  return chosen;
}

/** The settings stored as `text` over `defaults`; null, bad JSON or a non-object give the defaults. */
export function parseSettings(text: string | null, defaults: DisplaySettings): DisplaySettings {
  const chosen = storedSettings(text);
  return Object.keys(chosen).length === 0 ? defaults : { ...defaults, ...chosen };
}

/** Storage may be missing or refuse access (private windows, blocked cookies): then memory is used. */
function storage(): Storage | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    return null;
  }
}

let memoryText: string | null = null;
const listeners = new Set<() => void>();

function readText(): string | null {
  try {
    return storage()?.getItem(SETTINGS_STORAGE_KEY) ?? memoryText;
  } catch {
    return memoryText;
  }
}

/**
 * Stores `settings` and tells every reader on this page (other tabs hear the storage event). Only
 * the fields chosen are stored, so a default that depends on the device (move confirmation on a
 * small touch board) stays a default until the viewer sets it.
 */
export function saveSettings(settings: Partial<DisplaySettings>): void {
  memoryText = JSON.stringify(settings);
  try {
    storage()?.setItem(SETTINGS_STORAGE_KEY, memoryText);
  } catch {
    // Full or blocked storage: the settings last for this page only.
  }
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  const onStorage = (event: StorageEvent) => {
    if (event.key === SETTINGS_STORAGE_KEY || event.key === null) listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

/** Parsed snapshots by stored text, so React sees the same object until something changes. */
const cache = new WeakMap<DisplaySettings, { text: string | null; settings: DisplaySettings }>();

export function loadSettings(defaults: DisplaySettings): DisplaySettings {
  const text = readText();
  const cached = cache.get(defaults);
  if (cached && cached.text === text) return cached.settings;
  const settings = parseSettings(text, defaults);
  cache.set(defaults, { text, settings });
  return settings;
}

/** The current settings and a function to change some of them; every user of the hook updates. */
export function useSettings(): [DisplaySettings, (change: Partial<DisplaySettings>) => void] {
  const defaults = useHost().settings;
  const settings = useSyncExternalStore(
    subscribe,
    () => loadSettings(defaults),
    () => defaults,
  );
  const update = useCallback(
    (change: Partial<DisplaySettings>) => saveSettings({ ...storedSettings(readText()), ...change }),
    [],
  );
  return [settings, update];
}

let chosenCache: { text: string | null; chosen: Partial<DisplaySettings> } | null = null;

function loadChosen(): Partial<DisplaySettings> {
  const text = readText();
  if (chosenCache?.text !== text) chosenCache = { text, chosen: storedSettings(text) };
  return chosenCache.chosen;
}

const NONE_CHOSEN: Partial<DisplaySettings> = {};

/** The settings the viewer set themselves (stored), without the defaults. */
export function useChosenSettings(): Partial<DisplaySettings> {
  return useSyncExternalStore(subscribe, loadChosen, () => NONE_CHOSEN);
}
