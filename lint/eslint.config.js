import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/**
 * The project's lint rules (`npm run lint`): ESLint's and typescript-eslint's recommended sets on all
 * TypeScript, React's hook rules on the UI. Formatting is Prettier's business, not a lint rule.
 * typescript-eslint reads TypeScript through its 6.x API (this workspace's own copy); the project
 * compiles with TypeScript 7.
 */
export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '.data/**',
      '.test-artifacts/**',
      '.stryker-tmp/**',
      'reports/**',
      'catalog/**',
      '**/*.cjs',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx,js}'],
    languageOptions: { globals: { ...globals.node } },
    rules: {
      // `_` names what a destructuring leaves out on purpose.
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', destructuredArrayIgnorePattern: '^_', ignoreRestSiblings: true },
      ],
    },
  },
  {
    files: ['ui/**/*.{ts,tsx}'],
    ...reactHooks.configs.flat.recommended,
    languageOptions: { globals: { ...globals.browser } },
  },
  {
    // chai's `expect(x).to.be.true` reads as an expression.
    files: ['**/*.spec.{ts,tsx}'],
    languageOptions: { globals: { ...globals.mocha } },
    rules: { '@typescript-eslint/no-unused-expressions': 'off' },
  },
  {
    // Tests read JSON answers as they come and check them with chai. Every answer of a test app is
    // already checked against its contract (platform/src/http/contract-conformance.ts), so typing
    // each one again in the tests would repeat the contracts, not check more.
    files: ['**/*.spec.{ts,tsx}', 'testing/src/**', 'e2e/src/**', 'bench/src/**'],
    rules: { '@typescript-eslint/no-explicit-any': 'off' },
  },
);
