/** Which remote builds a shell loads: the semver rules of frontends/platform/README.md applied to two versions. */
import { contractFit } from './contract-version';

describe('contractFit', () => {
  it.each(['1.4.0', '1.4.7', '1.2.0', '1.0.0'])('a 1.4.2 shell loads a remote built against %s', (remote) => {
    expect(contractFit('1.4.2', remote)).toEqual({ fits: true });
  });

  it('a remote built against a newer minor needs a newer shell (it may use exports this one lacks)', () => {
    expect(contractFit('1.4.2', '1.5.0')).toEqual({ fits: false, outdated: 'shell', remoteVersion: '1.5.0' });
  });

  it('another major does not fit either way', () => {
    expect(contractFit('2.0.0', '1.9.3')).toEqual({ fits: false, outdated: 'remote', remoteVersion: '1.9.3' });
    expect(contractFit('1.9.3', '2.0.0')).toEqual({ fits: false, outdated: 'shell', remoteVersion: '2.0.0' });
  });

  it.each([undefined, null, '', 'latest', 3])(
    'a remote that states no version (%p) predates the declared contracts',
    (remote) => {
      expect(contractFit('1.0.0', remote)).toEqual({ fits: false, outdated: 'remote', remoteVersion: null });
    },
  );
});
