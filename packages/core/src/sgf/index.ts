export { type DecodedSgf, decodeSgf } from './decode.ts';
export { parseSgf, type SgfCollection } from './parse.ts';
export { expandPointList } from './points.ts';
export { escapeSgfValue, stringifySgf } from './stringify.ts';
export type { SgfError, SgfNode, SgfWarning, TextLocation } from './types.ts';
