/**
 * For metrics tests: reads the Prometheus text format the way a Prometheus server does, and
 * scrapes a running server's `/metrics` over HTTP.
 */
import { httpRequest, type TestRequest } from './test-http.ts';

export interface Sample {
  readonly name: string;
  readonly labels: Readonly<Record<string, string>>;
  readonly value: number;
}

export interface Scrape {
  readonly samples: readonly Sample[];
  /** `# TYPE` of each metric family. */
  readonly types: ReadonlyMap<string, string>;
  /** The sum of the samples named so whose labels include `labels`; undefined when none is. */
  value(name: string, labels?: Readonly<Record<string, string>>): number | undefined;
}

const LINE = /^([a-zA-Z_:][a-zA-Z0-9_:]*)(?:\{(.*)\})? (\S+)$/;
const LABEL = /([a-zA-Z_][a-zA-Z0-9_]*)="((?:[^"\\]|\\.)*)"/g;

export function parseMetrics(text: string): Scrape {
  const samples: Sample[] = [];
  const types = new Map<string, string>();
  for (const line of text.split('\n')) {
    if (line === '') continue;
    const type = /^# TYPE (\S+) (\S+)$/.exec(line);
    if (type) types.set(type[1], type[2]);
    if (line.startsWith('#')) continue;
    const match = LINE.exec(line);
    if (!match) throw new Error(`not a sample line: ${line}`);
    const labels: Record<string, string> = {};
    for (const [, key, value] of (match[2] ?? '').matchAll(LABEL)) labels[key] = JSON.parse(`"${value}"`);
    samples.push({ name: match[1], labels, value: Number(match[3]) });
  }
  return {
    samples,
    types,
    value(name, labels = {}) {
      const found = samples.filter(
        (s) => s.name === name && Object.entries(labels).every(([k, v]) => s.labels[k] === v),
      );
      return found.length === 0 ? undefined : found.reduce((sum, s) => sum + s.value, 0);
    },
  };
}

/** GET /metrics of a running server; fails unless it answers 200. */
export async function scrape(baseUrl: string, options: TestRequest = {}): Promise<Scrape> {
  const answer = await httpRequest(`${baseUrl}/metrics`, options);
  if (answer.status !== 200) throw new Error(`/metrics answered ${answer.status}: ${answer.body}`);
  return parseMetrics(answer.body);
}
