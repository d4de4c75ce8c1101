// The house rules every package follows (`npm run lint`, part of `npm test`). Formatting is Prettier's job
// (eslint-config-prettier turns off the stylistic rules that would fight it).
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import prettier from 'eslint-config-prettier';
import globals from 'globals';
import i18next from 'eslint-plugin-i18next';
import { NOT_YET_TRANSLATED } from './eslint.not-yet-translated.mjs';

const frontendApps =
  'frontends/{platform,features,resume-view,shell,editor,share-manager,template-designer,account}/src/**/*.{ts,tsx}';

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/coverage/**',
      '**/.nx/**',
      'frontends/e2e/test-results/**',
      'frontends/e2e/playwright-report/**',
      'data/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      // `_`-prefixed names are deliberate placeholders (unused arguments of an interface, destructured-away fields).
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrorsIgnorePattern: '^_', ignoreRestSiblings: true },
      ],
    },
  },
  {
    // Config files and scripts in CommonJS.
    files: ['**/*.{js,cjs}'],
    languageOptions: { sourceType: 'commonjs', globals: { ...globals.node } },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  {
    files: [frontendApps],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks, 'jsx-a11y': jsxA11y },
    rules: {
      ...reactHooks.configs.recommended.rules,
      ...jsxA11y.flatConfigs.recommended.rules,
      // Only dialogs use autoFocus, to put focus on the safe choice (Cancel) or the first field when they open, as
      // the WAI-ARIA dialog pattern asks; a page never steals focus on load.
      'jsx-a11y/no-autofocus': 'off',
    },
  },
  {
    // Every text a person reads comes from a catalogue (docs/decisions/0049-app-translations.md): a literal between
    // JSX tags, or in an attribute that is read out or shown (aria-label, placeholder, title, alt, label), fails.
    // The screens not converted yet are listed in eslint.not-yet-translated.mjs, a list that may only shrink.
    files: [
      'frontends/{platform,features,resume-view,shell,editor,share-manager,template-designer,account}/src/**/*.tsx',
    ],
    ignores: ['**/*.spec.tsx', '**/testing/**', ...NOT_YET_TRANSLATED],
    plugins: { i18next },
    rules: {
      'i18next/no-literal-string': [
        'error',
        {
          mode: 'jsx-only',
          'jsx-attributes': { include: ['aria-label', 'placeholder', 'title', 'alt', 'label'] },
          // The plugin's list (a translation call is `t(...)`), plus react-hook-form's field registration.
          callees: {
            exclude: ['i18n(ext)?', 't', 'require', 'addEventListener', 'removeEventListener', 'postMessage']
              .concat(['getElementById', 'dispatch', 'commit', 'includes', 'indexOf', 'endsWith', 'startsWith'])
              .concat(['register']),
          },
          message: 'a user-facing text must come from a catalogue (useT): docs/decisions/0049-app-translations.md',
        },
      ],
    },
  },
  {
    files: ['**/*.spec.{ts,tsx}', '**/test/**/*.ts', 'frontends/e2e/**/*.ts', 'bench/**/*.mjs'],
    languageOptions: { globals: { ...globals.node, ...globals.jest, ...globals.browser } },
  },
  prettier,
);
