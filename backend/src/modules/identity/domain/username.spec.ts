import { firstFreeUsername, usernameBaseFromEmail } from './username';

describe('username rules', () => {
  it.each([
    ['Jane.Doe+cv@Example.com', 'jane-doe-cv'],
    ['jo@x.io', 'jo-user'],
    ['__@x.io', 'user'],
    ['a@x.io', 'a-user'],
    ['Ünïcode@x.io', 'n-code'],
    ['x'.repeat(60) + '@x.io', 'x'.repeat(26)],
  ])('%s -> %s', (email, expected) => {
    const name = usernameBaseFromEmail(email);
    expect(name).toBe(expected);
    expect(name).toMatch(/^[a-z0-9](?:[a-z0-9-]*[a-z0-9])?$/);
    expect(name.length).toBeGreaterThanOrEqual(3);
  });

  it('adds -2, -3 ... on collision', () => {
    expect(firstFreeUsername('jane', new Set())).toBe('jane');
    expect(firstFreeUsername('jane', new Set(['jane']))).toBe('jane-2');
    expect(firstFreeUsername('jane', new Set(['jane', 'jane-2', 'jane-3']))).toBe('jane-4');
  });

  it('never gives a reserved name: the next free suffix instead', () => {
    expect(firstFreeUsername(usernameBaseFromEmail('admin@x.io'), new Set())).toBe('admin-2');
    expect(firstFreeUsername(usernameBaseFromEmail('Support@x.io'), new Set(['support-2']))).toBe('support-3');
    expect(firstFreeUsername(usernameBaseFromEmail('resume-editor@x.io'), new Set())).toBe('resume-editor-2');
    expect(firstFreeUsername(usernameBaseFromEmail('r@x.io'), new Set())).toBe('r-user');
  });
});
