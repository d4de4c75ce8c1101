/**
 * The islands' texts (webpack.prerender.js, docs/decisions/0049-app-translations.md): an island script carries the
 * English texts its code names, and no other, so the prerendered pages stay within their weight budgets.
 */
// The build's own CommonJS file, read as jest reads it (the app's types know no Node `require`).
declare const require: (path: string) => unknown;
const { namedKeys, namedTexts } = require('../../webpack.prerender.js') as {
  namedKeys: (code: string) => Set<string>;
  namedTexts: (catalogues: object, keys: Set<string>) => object;
};

const CATALOGUES = {
  chrome: { signIn: 'Sign in', footer: { about: 'About', blog: 'Blog' }, pages: { goHome: 'Go Home' } },
  shell: {
    login: { signIn: { heading: 'Sign in to your account' }, register: { heading: 'Create your account' } },
    plan: { included: 'Included', limited: 'Limited' },
    landing: { title: 'Your resume' },
  },
};

describe('the texts an island carries', () => {
  it('finds the keys its code names: literals, namespaced keys, a template literal’s fixed start', () => {
    const code = "t('plan.included'); t(\"chrome:signIn\"); t(`login.${mode}.heading`); const x = 'not a key!';";
    expect([...namedKeys(code)].sort()).toEqual(['chrome:signIn', 'login.', 'plan.included']);
  });

  it('keeps a named text, a named group whole, and everything under a template’s start; drops the rest', () => {
    const keys = namedKeys("t('plan.included'); t('chrome:footer', { returnObjects: true }); t(`login.${m}.heading`)");
    expect(namedTexts(CATALOGUES, keys)).toEqual({
      chrome: { footer: { about: 'About', blog: 'Blog' } },
      shell: {
        login: { signIn: { heading: 'Sign in to your account' }, register: { heading: 'Create your account' } },
        plan: { included: 'Included' },
      },
    });
  });

  it('gives an empty namespace when nothing of it is named', () => {
    expect(namedTexts(CATALOGUES, new Set())).toEqual({ chrome: {}, shell: {} });
  });
});
