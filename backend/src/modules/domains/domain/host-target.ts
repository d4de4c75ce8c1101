/** What a request's Host asks for: the app itself, a person's resume, or nothing served here. */
export type HostTarget = { kind: 'app' } | { kind: 'resume'; userId: string; username: string } | { kind: 'unknown' };

/** Names that are always the app: its own host and the loopback of development and the tests. */
export const ALWAYS_APP_HOSTS = ['localhost', '127.0.0.1', '::1', '[::1]'];
