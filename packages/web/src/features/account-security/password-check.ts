/** The password change form's own checks, before anything is sent (the server checks again). */
export type PasswordChangeProblem = 'oldRequired' | 'weak' | 'same' | 'mismatch';

export interface PasswordChangeFields {
  readonly oldPassword: string;
  readonly newPassword: string;
  readonly confirm: string;
}

/** The first problem of the form, or null when it may be sent (lengths as the server's rule counts them). */
export function passwordChangeProblem(fields: PasswordChangeFields): PasswordChangeProblem | null {
  if (fields.oldPassword === '') return 'oldRequired';
  const length = fields.newPassword.length;
  if (length < 8 || length > 128) return 'weak';
  if (fields.newPassword === fields.oldPassword) return 'same';
  if (fields.confirm !== fields.newPassword) return 'mismatch';
  return null;
}
