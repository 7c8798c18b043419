export * from './client-messages.ts';
export * from './errors.ts';
export * from './fields.ts';
export * from './lobby-client.ts';
export * from './lobby-server.ts';
export * from './pkey.ts';
export * from './server-messages.ts';
