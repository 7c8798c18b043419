/**
 * The sign-in and registration forms' own checks, before anything is sent: the protocol's
 * `usernameRule` and `passwordRule` (the server checks the same rules), each failure named by
 * the account-namespace key of its message.
 */
import { passwordRule, usernameRule } from '@tengen/protocol';

export type CredentialProblem =
  | 'usernameRequired'
  | 'usernameFormat'
  | 'usernameReserved'
  | 'passwordRequired'
  | 'passwordLength'
  | 'passwordMismatch';

export interface CredentialProblems {
  readonly username: CredentialProblem | null;
  readonly password: CredentialProblem | null;
  readonly confirm: CredentialProblem | null;
}

export interface CredentialsInput {
  readonly username: string;
  readonly password: string;
  /** Registration only: the password typed again. */
  readonly confirm?: string;
}

function usernameProblem(username: string, mode: 'login' | 'register'): CredentialProblem | null {
  if (username.trim() === '') return 'usernameRequired';
  // Signing in checks nothing more: an account made before a rule changed must still get in.
  if (mode === 'login') return null;
  const checked = usernameRule.safeParse(username);
  if (checked.success) return null;
  return checked.error.issues.some((issue) => issue.code === 'custom')
    ? 'usernameReserved'
    : 'usernameFormat';
}

function passwordProblem(password: string, mode: 'login' | 'register'): CredentialProblem | null {
  if (password === '') return 'passwordRequired';
  if (mode === 'login') return null;
  return passwordRule.safeParse(password).success ? null : 'passwordLength';
}

export function checkCredentials(input: CredentialsInput, mode: 'login' | 'register'): CredentialProblems {
  return {
    username: usernameProblem(input.username, mode),
    password: passwordProblem(input.password, mode),
    confirm: mode === 'register' && input.confirm !== input.password ? 'passwordMismatch' : null,
  };
}

export function hasProblem(problems: CredentialProblems): boolean {
  return problems.username !== null || problems.password !== null || problems.confirm !== null;
}
