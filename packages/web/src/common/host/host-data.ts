import {
  DEFAULT_DISPLAY_SETTINGS,
  FALLBACK_LANGUAGE,
  HOST_DATA_ELEMENT_ID,
  type HostPageData,
} from '@tengen/protocol';

/** What a page gets when no server wrote host data (the page opened from a static file). */
export const EMPTY_HOST_DATA: HostPageData = {
  user: null,
  token: null,
  play: null,
  missingPlayId: null,
  dev: false,
  platform: 'normal',
  rootUrl: '/',
  lang: FALLBACK_LANGUAGE,
  settings: DEFAULT_DISPLAY_SETTINGS,
};

/** Reads the host-page data the server wrote into the page. */
export function readHostData(doc: Document = document): HostPageData {
  const text = doc.getElementById(HOST_DATA_ELEMENT_ID)?.textContent;
  if (!text) return EMPTY_HOST_DATA;
  return { ...EMPTY_HOST_DATA, ...(JSON.parse(text) as Partial<HostPageData>) };
}
