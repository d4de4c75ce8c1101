/**
 * What a request's Host asks for: the app itself, a person's resume, a person's name whose paid plan lapsed (the
 * resume moved: docs/decisions/0036-plan-lapse.md; the username only when the public page may name it), or nothing.
 */
export type HostTarget =
  | { kind: 'app' }
  | { kind: 'resume'; userId: string; username: string }
  | { kind: 'moved'; userId: string; publicUsername: string | null }
  | { kind: 'unknown' };

/** Names that are always the app: its own host and the loopback of development and the tests. */
export const ALWAYS_APP_HOSTS = ['localhost', '127.0.0.1', '::1', '[::1]'];
