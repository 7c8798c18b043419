/**
 * @tengen/protocol — what the server and the web client must agree on: constants and limits,
 * the HTTP route table, the socket message unions, validators, clock reading and the
 * user-visible texts. See docs/protocol.md.
 */
export * from './clock.ts';
export * from './constants/index.ts';
export * from './http/index.ts';
export * from './messages.ts';
export * from './socket/index.ts';
export * from './validate/index.ts';
