import LoginPage from '../../pages/LoginPage';

/** The sign-in form of the prerendered /login: the whole card is interactive. */
export function LoginIsland({ mode }: { mode: 'signIn' | 'register' }) {
  return <LoginPage mode={mode} />;
}
