/** The part of the WHATWG TextDecoder (in Node and browsers) that decode.ts uses: core has no DOM lib. */
declare class TextDecoder {
  constructor(label?: string, options?: { fatal?: boolean });
  readonly encoding: string;
  decode(input?: Uint8Array): string;
}
