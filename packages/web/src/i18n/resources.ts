import type { Language } from '@tengen/protocol';
import type { EnglishResources, LanguageResources } from './init-i18n.ts';
import { messages as cn } from './locales/cn/index.ts';
import { messages as en } from './locales/en/index.ts';
import { messages as ja } from './locales/ja/index.ts';
import { messages as ko } from './locales/ko/index.ts';
import { messages as zhHant } from './locales/zh_Hant/index.ts';

export type Namespace = keyof EnglishResources;
export const NAMESPACES = Object.keys(en) as Namespace[];

/** Every language's texts (English defines the keys), for tests and tools. */
export const RESOURCES: Readonly<Record<Language, LanguageResources>> = {
  en,
  cn,
  ja,
  ko,
  zh_Hant: zhHant,
};

export type { EnglishResources };
