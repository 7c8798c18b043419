/**
 * The app page: the built index.html with its placeholder replaced by the host-data script
 * element. Pure: the template and the data are given.
 */
import { HOST_DATA_ELEMENT_ID, type HostPageData } from '@tengen/protocol';

export const HOST_DATA_PLACEHOLDER = '<!--tengen-host-->';

/**
 * The data as JSON that cannot end the script element: every `<` (so no `</script>` and no
 * `<!--`), `>` and `&` become \u escapes, which JSON.parse reads back as the same characters;
 * U+2028/U+2029 too, so the text is also safe to read as JavaScript.
 */
export function scriptSafeJson(value: unknown): string {
  return JSON.stringify(value).replace(
    /[<>&\u2028\u2029]/g,
    (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`,
  );
}

export function hostDataScript(data: HostPageData): string {
  return `<script id="${HOST_DATA_ELEMENT_ID}" type="application/json">${scriptSafeJson(data)}</script>`;
}

/**
 * The page for one request, with module preloads for `preload` (URLs of built chunks); a template
 * without the placeholder gets them before `</head>`.
 */
export function renderPage(template: string, data: HostPageData, preload: readonly string[] = []): string {
  const links = preload.map((url) => `<link rel="modulepreload" crossorigin href="${encodeURI(url)}">`);
  const script = [...links, hostDataScript(data)].join('');
  // A function replacement, so `$&` or `$'` in a user's text is not a replacement pattern.
  if (template.includes(HOST_DATA_PLACEHOLDER)) return template.replace(HOST_DATA_PLACEHOLDER, () => script);
  return template.replace('</head>', () => `${script}</head>`);
}
