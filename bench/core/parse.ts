import sabakiSgf from '@sabaki/sgf';
import { parseSgf } from '@tengen/core';
import type { Step } from './measure.ts';

/** Parses one record per step, round the corpus; each step answers the UTF-8 bytes it read. */
function roundRobin(texts: readonly string[], parse: (text: string) => void): Step {
  const bytes = texts.map((t) => Buffer.byteLength(t, 'utf8'));
  let i = 0;
  return () => {
    const k = i;
    i = (i + 1) % texts.length;
    parse(texts[k]);
    return bytes[k];
  };
}

/** Parsing SGF text (already in memory) to nodes and properties. */
export function parseSteps(texts: readonly string[]): { tengen: Step; sabaki: Step } {
  return {
    /** Tengen's `parseSgf`: property-level nodes, values unescaped. */
    tengen: roundRobin(texts, (text) => {
      if (!parseSgf(text).ok) throw new Error('parse failed');
    }),
    /** @sabaki/sgf `parse`: its node objects, values unescaped. */
    sabaki: roundRobin(texts, (text) => {
      if (sabakiSgf.parse(text).length === 0) throw new Error('parse failed');
    }),
  };
}
