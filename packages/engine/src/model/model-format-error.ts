/** A network file that is not a KataGo binary model Tengen can read; the message says where. */
export class ModelFormatError extends Error {
  override readonly name = 'ModelFormatError';
}
