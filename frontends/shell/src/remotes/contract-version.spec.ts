/** Which remote builds a shell loads: the semver rules of frontends/platform/README.md applied to two versions. */
import { contractFit, contractsFit } from './contract-version';

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

describe('contractsFit', () => {
  it.each(['1.0.0', '1.7.3', '1.0.9'])(
    'a 1.4.2 shell loads a remote that bundled contracts %s (same major)',
    (remote) => {
      expect(contractsFit('1.4.2', remote)).toEqual({ fits: true });
    },
  );

  it('another major does not fit either way', () => {
    expect(contractsFit('2.0.0', '1.9.3')).toEqual({ fits: false, outdated: 'remote', remoteVersion: '1.9.3' });
    expect(contractsFit('1.9.3', '2.0.0')).toEqual({ fits: false, outdated: 'shell', remoteVersion: '2.0.0' });
  });

  it('a remote that states none bundled the contracts before they had versions: major 1', () => {
    expect(contractsFit('1.3.0', undefined)).toEqual({ fits: true });
    expect(contractsFit('2.0.0', undefined)).toEqual({ fits: false, outdated: 'remote', remoteVersion: '1.0.0' });
  });

  it.each([null, '', 'latest', 3])('a remote that states a version that is none (%p) does not fit', (remote) => {
    expect(contractsFit('1.0.0', remote)).toEqual({ fits: false, outdated: 'remote', remoteVersion: null });
  });
});
