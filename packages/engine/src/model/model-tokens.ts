import { ModelFormatError } from './model-format-error.ts';

const BIN_MARK = '@BIN@';
const MAX_SPACE_BEFORE_BIN = 100;

function isSpace(byte: number): boolean {
  return byte === 0x20 || byte === 0x0a || byte === 0x0d || byte === 0x09;
}

/**
 * Reads KataGo's binary model format: whitespace-separated text tokens, and blocks of float32
 * written as `@BIN@` then the little-endian bytes (their count is known from the text before).
 */
export class ModelTokens {
  private offset = 0;
  private readonly view: DataView;

  constructor(private readonly bytes: Uint8Array) {
    this.view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  }

  /** The next text token; `what` names it in the error when the file ends first. */
  token(what: string): string {
    while (this.offset < this.bytes.length && isSpace(this.bytes[this.offset] as number)) this.offset++;
    const start = this.offset;
    while (this.offset < this.bytes.length && !isSpace(this.bytes[this.offset] as number)) this.offset++;
    if (start === this.offset) throw new ModelFormatError(`${what}: the file ends before it`);
    return new TextDecoder().decode(this.bytes.subarray(start, this.offset));
  }

  int(what: string): number {
    const text = this.token(what);
    if (!/^-?\d+$/.test(text))
      throw new ModelFormatError(`${what}: expected a whole number, found '${clip(text)}'`);
    return Number(text);
  }

  /** A count, size or channel number: a whole number ≥ `min`. */
  count(what: string, min = 1): number {
    const n = this.int(what);
    if (n < min) throw new ModelFormatError(`${what}: must be at least ${min}, found ${n}`);
    return n;
  }

  float(what: string): number {
    const text = this.token(what);
    const x = Number(text);
    if (text === '' || !Number.isFinite(x))
      throw new ModelFormatError(`${what}: expected a number, found '${clip(text)}'`);
    return x;
  }

  /** A 0/1 flag written as a number. */
  flag(what: string): boolean {
    const n = this.int(what);
    if (n !== 0 && n !== 1) throw new ModelFormatError(`${what}: expected 0 or 1, found ${n}`);
    return n === 1;
  }

  floats(count: number, what: string): Float32Array {
    let skipped = 0;
    while (this.offset < this.bytes.length && this.bytes[this.offset] !== 0x40) {
      if (++skipped > MAX_SPACE_BEFORE_BIN || !isSpace(this.bytes[this.offset] as number)) {
        throw new ModelFormatError(
          `${what}: expected a ${BIN_MARK} block of float32 (is this a binary .bin.gz model?)`,
        );
      }
      this.offset++;
    }
    const mark = new TextDecoder().decode(this.bytes.subarray(this.offset, this.offset + BIN_MARK.length));
    if (mark !== BIN_MARK) throw new ModelFormatError(`${what}: expected a ${BIN_MARK} block of float32`);
    this.offset += BIN_MARK.length;
    const end = this.offset + count * 4;
    if (end > this.bytes.length) {
      throw new ModelFormatError(
        `${what}: the file is truncated (${count} float32 expected, ${Math.floor((this.bytes.length - this.offset) / 4)} left)`,
      );
    }
    const out = new Float32Array(count);
    for (let i = 0; i < count; i++) {
      const x = this.view.getFloat32(this.offset + i * 4, true);
      if (!Number.isFinite(x)) throw new ModelFormatError(`${what}: weight ${i} is not a finite number`);
      out[i] = x;
    }
    this.offset = end;
    return out;
  }

  /** Whether only whitespace is left. */
  atEnd(): boolean {
    while (this.offset < this.bytes.length && isSpace(this.bytes[this.offset] as number)) this.offset++;
    return this.offset >= this.bytes.length;
  }
}

function clip(text: string): string {
  return text.length > 40 ? `${text.slice(0, 40)}…` : text;
}
