/** Path patterns with `{name}` parameters, as the seed writes them: `/jwt/getplayinfo/{playid}/`. */

const PARAM = /\{(\w+)\}/g;

/** The parameter names of a pattern, in order. */
export function pathParams(pattern: string): string[] {
  return Array.from(pattern.matchAll(PARAM), (m) => m[1]);
}

/** Fills a pattern; each value is URI-encoded. A missing value throws: it is a programming error. */
export function fillPath(pattern: string, values: Readonly<Record<string, string>>): string {
  return pattern.replace(PARAM, (_, name: string) => {
    const value = values[name];
    if (value === undefined) throw new Error(`fillPath: no value for {${name}} in ${pattern}`);
    return encodeURIComponent(value);
  });
}

/** The parameters of `pathname` if it matches `pattern` (decoded), else null. */
export function matchPath(pattern: string, pathname: string): Record<string, string> | null {
  const names: string[] = [];
  const source = pattern
    .split(PARAM)
    .map((part, i) => {
      if (i % 2 === 1) {
        names.push(part);
        return '([^/]+)';
      }
      return part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    })
    .join('');
  const match = new RegExp(`^${source}$`).exec(pathname);
  if (match === null) return null;
  const values: Record<string, string> = {};
  try {
    names.forEach((name, i) => {
      values[name] = decodeURIComponent(match[i + 1]);
    });
  } catch {
    return null;
  }
  return values;
}

/** The pattern in the `:name` syntax of Fastify and most routers. */
export function routerPath(pattern: string): string {
  return pattern.replace(PARAM, ':$1');
}
