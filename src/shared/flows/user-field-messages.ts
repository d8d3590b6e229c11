import { SYS_USER_MESSAGES } from '../domain/resources/sys-user';
import { PASSWORD_MISMATCH, PASSWORD_STRENGTH } from '../domain/validation/messages';

/** Server refusals of a user save that are about one form field: shown under it, not as a toast. */
const FIELD_OF_MESSAGE: Record<string, string> = {
  [SYS_USER_MESSAGES.usernameTaken]: 'username',
  [SYS_USER_MESSAGES.phoneTaken]: 'phone',
  [SYS_USER_MESSAGES.emailTaken]: 'email',
  [SYS_USER_MESSAGES.workNoTaken]: 'workNo',
  [SYS_USER_MESSAGES.realnameRequired]: 'realname',
  [SYS_USER_MESSAGES.passwordRequired]: 'password',
  [SYS_USER_MESSAGES.identityInvalid]: 'userIdentity',
  [PASSWORD_STRENGTH]: 'password',
  [PASSWORD_MISMATCH]: 'confirmpassword',
};

/** The user form field a server refusal is about, or undefined (then it is a toast). */
export function userFieldOfMessage(message: string): string | undefined {
  return FIELD_OF_MESSAGE[message];
}
