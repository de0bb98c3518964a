/** Texts shown to people, verbatim from the specification. */
export const MESSAGES = {
  emailRequired: 'Please enter your email address',
  adminFieldsRequired: 'Please enter both email and password',
  accessRequestFieldsRequired: 'Please fill in all required fields',
  validEmail: 'Please enter a valid email address',
  loginFailedFallback: 'Unable to authenticate. Please try again or request access.',
  adminLoginFailed: 'Invalid admin credentials. Please try again.',
  notWhitelisted:
    'This email address is not on the residents list. Use Request Access and an administrator will review it.',
  whitelistInactive:
    'Access for this email address has been paused. Please contact the community administrator.',
  accountExists: 'An account with this e-mail already exists.',
  adminMustUsePortal: 'This address belongs to an administrator. Please sign in at the admin portal.',
  whitelistDuplicate: 'This email is already on the whitelist.',
  autoLoginMissingEmail: 'Missing email parameter.',
  autoLoginTarget: 'Provide exactly one of jobId, internshipId, courseId',
  notSignedIn: 'Please sign in to continue.',
  notAllowed: 'You are not allowed to do this.',
  notFound: 'Not found.',
  tooManyRequests: 'Too many attempts. Please wait a moment and try again.',
  ownEmailOnly: 'Use the e-mail address you sign in with: your CV and profile are shown under it.',
} as const;

/** Sign-in by mailed code (not in the spec, which signs residents in by e-mail alone). */
export const SIGN_IN_MESSAGES = {
  codeRequired: 'Please enter the sign-in code from your e-mail',
  codeFormat: 'The sign-in code is the 6 digits from your e-mail',
  codeSent: 'If this address is on the residents list, a sign-in code is on its way to it.',
  codeWrong: 'That code is not right. Check the e-mail and try again.',
  /**
   * What /verify-code answers for every code it does not accept (wrong, expired, used, voided, or never sent), so
   * the answer tells nobody whether the address is a resident's.
   */
  codeNotAccepted:
    'That code did not work. Check the e-mail and try again, or request a new code if it is more than 10 minutes old.',
  codeExpired: 'This code has expired or was already used. Request a new one.',
  codeVoided: 'Too many wrong codes. This code no longer works: request a new one.',
  linkInvalid: 'This sign-in link has expired or was already used. Request a new code on the login page.',
} as const;

/** Field texts several forms show for the same field, word for word; each form's messages point here. */
export const FIELD_MESSAGES = {
  titleRequired: 'Title is required',
  descriptionRequired: 'Description is required',
  durationRequired: 'Duration is required',
  companyRequired: 'Company is required',
  fullNameRequired: 'Full name is required',
  emailRequired: 'Email is required',
  nameMin: 'Name must be at least 2 characters',
  titleMin: 'Title must be at least 2 characters',
  invalidUrl: 'Please enter a valid URL',
} as const;

/** The server's refusals that no schema words. */
export const SERVER_MESSAGES = {
  signInByEmailOnly: 'Residents sign in by e-mail alone here.',
  currentPasswordWrong: 'The current password is not right.',
  uploadForAdminsOnly: 'Only administrators may upload this kind of file.',
  fileEmpty: 'The file is empty',
  importReportGone: 'This import report no longer exists',
} as const;

const SECOND = 1000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/**
 * How long to wait, as a refusal says it: rounded to its largest unit ("1 minute", "10 minutes", "24 hours"), at
 * least a second. Each unit is its own message, so the web app words it in the reader's language.
 */
function waitText(ms: number): string {
  const wait = Math.max(ms, SECOND);
  if (wait < MINUTE) {
    const seconds = Math.round(wait / SECOND);
    return seconds === 1 ? '1 second' : `${seconds} seconds`;
  }
  if (wait < HOUR) {
    const minutes = Math.round(wait / MINUTE);
    return minutes === 1 ? '1 minute' : `${minutes} minutes`;
  }
  if (wait < DAY) {
    const hours = Math.round(wait / HOUR);
    return hours === 1 ? '1 hour' : `${hours} hours`;
  }
  const days = Math.round(wait / DAY);
  return days === 1 ? '1 day' : `${days} days`;
}

/** Too many tries, and when to try again. */
export const tooManyRequestsFor = (waitMs: number) =>
  `${MESSAGES.tooManyRequests} (try again in ${waitText(waitMs)})`;
