// Flat config. The import boundaries below are ARCHITECTURE.md's "rules of the house" as lint rules.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import importX from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

const UI_AND_STATE = [
  'react',
  'react-dom',
  'react-dom/*',
  'react-router',
  'react-router-dom',
  'antd',
  'antd/*',
  'antd-mobile',
  'antd-mobile/*',
  'axios',
  'zustand',
  'zustand/*',
  '@tanstack/*',
  'dingtalk-jsapi',
  'vconsole',
];

export default tseslint.config(
  {
    ignores: [
      'dist/**',
      'dist-server/**',
      'data/**',
      'node_modules/**',
      'coverage/**',
      'tests/e2e/artifacts/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    plugins: { 'import-x': importX, 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/no-explicit-any': 'error',
      'import-x/no-cycle': 'off',
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            { target: './src/shared', from: './src/desktop', message: 'src/shared never imports a shell.' },
            { target: './src/shared', from: './src/mobile', message: 'src/shared never imports a shell.' },
            { target: './src/desktop', from: './src/mobile', message: 'Shells never import each other.' },
            { target: './src/mobile', from: './src/desktop', message: 'Shells never import each other.' },
            {
              target: './src/shared/domain',
              from: './src/shared',
              except: ['./domain'],
              message: 'src/shared/domain is pure: it imports only other domain files.',
            },
            {
              target: './server',
              from: './src',
              except: ['./shared/domain'],
              message: 'The server imports only src/shared/domain.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['src/shared/domain/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [{ group: UI_AND_STATE, message: 'domain code is pure TypeScript.' }] },
      ],
      'no-restricted-globals': ['error', 'window', 'document', 'localStorage', 'sessionStorage', 'navigator'],
    },
  },
  {
    files: ['src/mobile/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['antd', 'antd/*', '@ant-design/*'], message: 'The phone shell must not load antd.' },
          ],
        },
      ],
    },
  },
  {
    files: ['src/desktop/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['antd-mobile', 'antd-mobile/*'],
              message: 'The desktop shell must not load antd-mobile.',
            },
          ],
        },
      ],
      // The shell mounts no antd <App> (src/desktop/app/feedback.tsx says why): App.useApp() there
      // returns an empty message API. Messages go through useFeedback().
      'no-restricted-properties': [
        'error',
        { object: 'App', property: 'useApp', message: 'Use useFeedback() from src/desktop/app/feedback.' },
      ],
    },
  },
  {
    files: ['src/shared/**/*.{ts,tsx}'],
    ignores: ['src/shared/domain/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['antd', 'antd/*', 'antd-mobile', 'antd-mobile/*', '@ant-design/*'],
              message: 'src/shared is shell-neutral: no UI kit.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['server/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [{ group: UI_AND_STATE, message: 'server code does not use browser packages.' }] },
      ],
    },
  },
);
