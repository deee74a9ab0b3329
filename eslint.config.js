import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import fs from 'node:fs';
import path from 'node:path';

/**
 * Web feature boundaries (issue 24). A feature is one folder of apps/web/src/features:
 *   - features/<name>/ for public, auth and courses (the public site, sign-in, the catalogue);
 *   - features/admin/<screen>/ and features/dashboard/<tab>/ inside the two signed-in areas (admin/students,
 *     admin/attendance with its mark and overview sub-tabs, dashboard/payments, dashboard/profile, ...).
 * An area's own shared parts, features/<area>/{api,components,hooks,lib}/ and the files at features/<area>/'s
 * root (admin/api-paths.ts), may be used by that area's features only, and import no feature themselves.
 * A feature imports from its own folder, its area's shared parts and the app-wide src/{components,hooks,lib,i18n}
 * (which import no feature); what two features both need moves there. Only src/app/ (the router, which
 * assembles the pages) imports any feature. Both the '@/features/...' alias and relative paths are checked.
 */
const WEB_AREAS = ['admin', 'dashboard'];
const WEB_AREA_SHARED = ['api', 'components', 'hooks', 'lib'];

/** Where a file of apps/web/src sits: { kind: 'feature' | 'area-shared' | 'app' | 'shared', name }. */
function webPlace(file) {
  const rel = file.split(path.sep).join('/').split('/apps/web/src/')[1];
  if (rel === undefined) return null;
  const parts = rel.split('/');
  if (parts[0] === 'app') return { kind: 'app', name: 'app' };
  if (parts[0] !== 'features') return { kind: 'shared', name: parts[0] };
  const [, top, second] = parts;
  if (!WEB_AREAS.includes(top)) return { kind: 'feature', name: top };
  if (parts.length === 3 || WEB_AREA_SHARED.includes(second)) return { kind: 'area-shared', name: top };
  return { kind: 'feature', name: `${top}/${second}` };
}

const featureBoundaries = {
  meta: { type: 'problem', schema: [], messages: { cross: '{{from}} may not import {{to}} ({{spec}}): {{why}}' } },
  create(context) {
    const from = webPlace(context.filename);
    if (!from || from.kind === 'app') return {};
    const check = (source) => {
      if (!source || typeof source.value !== 'string') return;
      const spec = source.value;
      let target;
      if (spec.startsWith('@/')) target = `${context.filename.split('/apps/web/src/')[0]}/apps/web/src/${spec.slice(2)}`;
      else if (spec.startsWith('.')) target = path.resolve(path.dirname(context.filename), spec);
      else return;
      // A target is a file (named with or without its extension) or a folder (then placed as a file inside it).
      const isFile = ['', '.ts', '.tsx'].some((ext) => fs.existsSync(target + ext) && fs.statSync(target + ext).isFile());
      const to = webPlace(isFile ? target : `${target}/_`);
      if (!to || (to.kind !== 'feature' && to.kind !== 'area-shared')) return;
      const area = (place) => place.name.split('/')[0];
      let why = null;
      if (from.kind === 'shared') why = 'src/components, hooks and lib are shared by every feature and import none';
      else if (to.kind === 'feature' && to.name !== from.name)
        why = 'features do not import each other; move what both use to a shared folder';
      else if (to.kind === 'area-shared' && (from.kind === 'area-shared' ? false : area(from) !== to.name))
        why = `features/${to.name}'s shared parts serve its own screens only`;
      else if (to.kind === 'feature' && from.kind === 'area-shared') why = "an area's shared parts import no feature";
      if (why) context.report({ node: source, messageId: 'cross', data: { from: from.name, to: to.name, spec, why } });
    };
    return {
      ImportDeclaration: (node) => check(node.source),
      ExportNamedDeclaration: (node) => check(node.source),
      ExportAllDeclaration: (node) => check(node.source),
      ImportExpression: (node) => check(node.source),
    };
  },
};

export default tseslint.config(
  { ignores: ['**/dist/**', '**/node_modules/**', 'data/**', 'apps/server/drizzle/**', 'bench/results/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', destructuredArrayIgnorePattern: '^_' },
      ],
      'no-restricted-syntax': [
        'error',
        {
          selector: "MemberExpression[object.name='process'][property.name='env']",
          message: 'Read the environment only in apps/server/src/config.ts',
        },
      ],
      // Prettier (npm run format) keeps code within 140 columns; comments are wrapped by hand, long strings stay whole.
      'max-len': [
        'error',
        { code: 140, tabWidth: 2, ignoreStrings: true, ignoreTemplateLiterals: true, ignoreUrls: true, ignoreRegExpLiterals: true },
      ],
    },
  },
  {
    files: [
      'apps/server/src/config.ts',
      'apps/server/test/**',
      'apps/server/test-pg/**',
      'bench/**',
      'e2e/**',
      'scripts/**',
      '*.config.*',
      'apps/web/vite.config.ts',
    ],
    rules: { 'no-restricted-syntax': 'off' },
  },
  {
    // Browser tests pass callbacks that run inside the page.
    files: ['e2e/**'],
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
  },
  {
    files: ['packages/shared/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['**/apps/**', '@academy/server', '@academy/web', 'node:*', 'drizzle-orm*', 'fastify*', 'react*'],
              message: 'The shared package imports neither the apps nor runtime-specific code.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks, web: { rules: { 'feature-boundaries': featureBoundaries } } },
    rules: {
      ...reactHooks.configs.recommended.rules,
      'web/feature-boundaries': 'error',
      'no-restricted-imports': [
        'error',
        { patterns: [{ group: ['**/apps/server/**', '@academy/server'], message: 'The web app talks to the server over HTTP only.' }] },
      ],
    },
  },
);
