import LoginPage from '../../pages/LoginPage';
import type { IslandProps } from '../Island';

/** The sign-in form of the prerendered /login: the whole card is interactive. */
export function LoginIsland({ mode }: { mode: 'signIn' | 'register' } & IslandProps) {
  return <LoginPage mode={mode} />;
}
