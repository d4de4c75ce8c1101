/** Sign-in and account calls of spec section 7. */
import type { PrivacySettings, User } from './entities';

export const API_PATHS = {
  user: '/api/user',
  logout: '/api/logout',
  /** POST: ends every other session of the signed-in account (docs/decisions/0033-one-email-one-account.md). */
  signOutOthers: '/api/sessions/sign-out-others',
  magicLink: '/api/auth/magic-link',
  verifyMagicLink: '/api/auth/verify-magic-link',
  emailChange: '/api/user/email-change',
  confirmEmailChange: '/api/user/email-change/confirm',
  completeResume: '/api/complete-resume',
  healthLive: '/health/live',
  healthReady: '/health/ready',
} as const;

export interface MagicLinkRequest {
  email: string;
}
export interface MagicLinkResponse {
  success: true;
  message: string;
}
export const MAGIC_LINK_SENT_MESSAGE = 'If this address can sign in, a magic link is on its way. It expires in 1 hour.';

export interface VerifyMagicLinkRequest {
  token: string;
  /**
   * The person pressed the button. Without it a link is redeemed only in the browser that asked for it and only
   * when no other account is signed in there; otherwise the answer is 409 MAGIC_LINK_CONFIRM_REQUIRED.
   */
  confirm?: boolean;
}
export interface VerifyMagicLinkResponse {
  success: boolean;
  message: string;
  user?: User;
}

/** The personal fields of spec section 3 a user may change with PATCH /api/user. */
export const PERSONAL_FIELDS = [
  'name',
  'username',
  'title',
  'email',
  'phone',
  'location',
  'linkedin',
  'github',
  'website',
] as const;
export type PersonalField = (typeof PERSONAL_FIELDS)[number];
/** The personal fields, and the page settings (booleans only; docs/decisions/0013-privacy.md). */
export type UpdateUserRequest = Partial<Record<PersonalField, string | null>> &
  Partial<PrivacySettings> &
  Partial<Pick<User, 'interfaceLanguage'>>;

/**
 * GET and PATCH /api/user: the account, and the new sign-in address waiting for confirmation from the link mailed
 * to it (null when none). A changed `email` in PATCH never changes the address at once (docs/decisions/0015).
 */
export interface AccountResponse extends User {
  pendingEmail: string | null;
}

export interface ConfirmEmailChangeRequest {
  token: string;
}
export interface ConfirmEmailChangeResponse {
  success: true;
  user: AccountResponse;
}

export interface LogoutResponse {
  success: true;
}

/** POST /api/sessions/sign-out-others: how many other sessions of the account ended. */
export interface SignOutOthersResponse {
  success: true;
  ended: number;
}

export interface HealthResponse {
  status: 'ok' | 'error';
  checks?: Record<string, 'up' | 'down' | 'not configured'>;
}

/** The session cookie's name. */
export const SESSION_COOKIE = 'rb_session';
