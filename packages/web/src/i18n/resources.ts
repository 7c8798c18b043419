import type { Language } from '@tengen/protocol';
import { messages as cn } from './locales/cn/index.ts';
import { messages as en } from './locales/en/index.ts';
import { messages as ja } from './locales/ja/index.ts';
import { messages as ko } from './locales/ko/index.ts';
import { messages as zhHant } from './locales/zh_Hant/index.ts';
import type { Messages } from './messages.ts';

export type Namespace = keyof typeof en;
export const NAMESPACES = Object.keys(en) as Namespace[];

/** Every language's texts, bundled with the page (never fetched). English defines the keys. */
export const RESOURCES: Readonly<Record<Language, Messages<typeof en>>> = {
  en,
  cn,
  ja,
  ko,
  zh_Hant: zhHant,
};

export type EnglishResources = typeof en;
