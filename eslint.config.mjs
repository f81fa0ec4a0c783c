// @ts-check
import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/dist-prerender/**',
      '**/dist-server/**',
      '**/build/**',
      'test-results/**',
      'playwright-report/**',
      'api/public/**',
      'coverage/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
    },
  },
  {
    // One router and one store at run time: both live inside the shared @kingside/ui (packages/ui/src/routing.ts,
    // store/api.ts). An app importing them itself would bundle a second copy whose links and hooks do not
    // see the shell's router or store.
    files: ['shell/**/*.{ts,tsx}', 'mfe-*/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: [
                'react-router',
                'react-router/*',
                'react-router-dom',
                'react-router-dom/*',
                'react-redux',
                '@reduxjs/toolkit',
                '@reduxjs/toolkit/*',
              ],
              message: 'Import the router and store API from @kingside/ui (one shared copy; see packages/ui/src/routing.ts).',
            },
          ],
        },
      ],
    },
  },
  {
    // Inside @kingside/ui the router comes from react-router-dom, the package the design names and the one
    // declared (in v7 it re-exports react-router and adds the DOM RouterProvider).
    files: ['packages/ui/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['react-router', 'react-router/*'],
              message: "Import from 'react-router-dom' (packages/ui/package.json declares it; see packages/ui/src/routing.ts).",
            },
          ],
        },
      ],
    },
  },
  {
    // @kingside/ui/parts is bundled by each app that imports it (packages/ui/src/parts/index.ts): what it needs of the
    // shared entry comes through '@kingside/ui', or the app would bundle a second router, store or context of its own.
    files: ['packages/ui/src/parts/**/*.{ts,tsx}'],
    ignores: ['**/*.test.{ts,tsx}'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['../*', 'react-router-dom', 'react-redux', '@reduxjs/toolkit', '@reduxjs/toolkit/*'],
              allowTypeImports: true,
              message: "A part imports the shared code from '@kingside/ui' (packages/ui/src/parts/index.ts says why).",
            },
          ],
        },
      ],
    },
  },
  {
    files: ['**/*.{js,cjs,mjs}'],
    languageOptions: { globals: { ...globals.node } },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  {
    files: ['scripts/**/*.test.mjs'],
    languageOptions: { globals: { ...globals.jest } },
  },
  {
    files: ['**/*.{tsx}', 'packages/ui/**/*.ts', 'shell/**/*.ts', 'mfe-*/**/*.ts'],
    languageOptions: { globals: { ...globals.browser } },
  },
);
