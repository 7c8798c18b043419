// @sabaki/sgf ships no types; only what the benchmark uses. It is CommonJS whose exports Node's
// ESM loader cannot name, so it is imported as a default.
declare module '@sabaki/sgf' {
  export interface NodeObject {
    id: number | null;
    data: Record<string, string[]>;
    parentId: number | null;
    children: NodeObject[];
  }
  const sgf: { parse(contents: string, options?: object): NodeObject[] };
  export default sgf;
}
