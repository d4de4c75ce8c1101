/** Sign-in and account calls of spec section 7. */
import type { User } from './entities';

export const API_PATHS = {
  user: '/api/user',
  logout: '/api/logout',
  magicLink: '/api/auth/magic-link',
  verifyMagicLink: '/api/auth/verify-magic-link',
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
export type UpdateUserRequest = Partial<Record<PersonalField, string | null>>;

export interface LogoutResponse {
  success: true;
}

export interface HealthResponse {
  status: 'ok' | 'error';
  checks?: Record<string, 'up' | 'down' | 'not configured'>;
}

/** The session cookie's name. */
export const SESSION_COOKIE = 'rb_session';
