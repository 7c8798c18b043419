export * from './accounts.ts';
export { newGuestName } from './guests.ts';
export { DEFAULT_SCRYPT_COST, hashPassword, type ScryptCost, verifyPassword } from './password.ts';
export { readToken, signToken, type TokenClaims } from './tokens.ts';
export { type KeySubject, readUserKey, userKeyFor } from './userkey.ts';
