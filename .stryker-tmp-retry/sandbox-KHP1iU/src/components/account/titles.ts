// @ts-nocheck
import { msg } from '@lingui/core/macro'

/** Page titles of the account pages, translated where the route builds its head. */
export const LOG_IN_TITLE = msg`Log in · Kestrel`
export const CREATE_ACCOUNT_TITLE = msg`Create account · Kestrel`
export const VERIFY_EMAIL_TITLE = msg`Email verification · Kestrel`
export const RESET_PASSWORD_TITLE = msg`Reset password · Kestrel`
export const PROFILE_TITLE = msg`My profile · Kestrel`
