/**
 * A message serialized once and framed once for every socket of a broadcast. Sending a string
 * through `ws` copies it into a new buffer and builds a header for each recipient; a room's move
 * goes to every player and spectator, so the server writes these same bytes to each socket.
 */
export class PreparedMessage {
  private frame: Buffer | null = null;

  constructor(readonly text: string) {}

  /** The WebSocket text frame, as a server sends it: final and unmasked (RFC 6455 §5.2). */
  get bytes(): Buffer {
    this.frame ??= textFrame(this.text);
    return this.frame;
  }
}

function textFrame(text: string): Buffer {
  const length = Buffer.byteLength(text);
  const header = length < 126 ? 2 : length < 65_536 ? 4 : 10;
  const frame = Buffer.allocUnsafe(header + length);
  frame[0] = 0x81;
  if (header === 2) {
    frame[1] = length;
  } else if (header === 4) {
    frame[1] = 126;
    frame.writeUInt16BE(length, 2);
  } else {
    frame[1] = 127;
    frame.writeBigUInt64BE(BigInt(length), 2);
  }
  frame.write(text, header);
  return frame;
}
