// Lint rules that keep the layers honest: the domain has no I/O and no framework, the web and the
// server never import each other, and web features never import other features.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import globals from 'globals';
import importX, { createNodeResolver } from 'eslint-plugin-import-x';
import i18next from 'eslint-plugin-i18next';
import serverModules from './eslint-rules/server-module-cycles.js';
import { readdirSync } from 'node:fs';

// Each web feature may import shared code (components/, lib/) and itself, never another feature.
const features = readdirSync(new URL('./apps/web/src/features', import.meta.url), { withFileTypes: true })
  .filter((d) => d.isDirectory())
  .map((d) => d.name);
// Server modules depend one way: orders never reach into the driver, admin, checkout or catalogue
// modules (they call orders), and events know no other module. import-x/no-cycle catches circles
// between files, and sokoni-server-modules/no-module-cycle circles between module folders.
const serverModuleZones = [
  { target: './apps/server/src/modules/orders', from: ['./apps/server/src/modules/driver', './apps/server/src/modules/admin', './apps/server/src/modules/checkout', './apps/server/src/modules/catalog'] },
  { target: './apps/server/src/modules/driver', from: ['./apps/server/src/modules/admin', './apps/server/src/modules/checkout'] },
  { target: './apps/server/src/modules/events', from: './apps/server/src/modules', except: ['./events'] },
].map((zone) => ({ ...zone, message: 'Server modules import one way only; wire the dependency in services.ts instead.' }));

const featureZones = features.map((feature) => ({
  target: `./apps/web/src/features/${feature}`,
  from: './apps/web/src/features',
  except: [`./${feature}`],
  message: 'Features do not import other features; move shared code to components/ or lib/.',
}));

// Tooltips, popups and divIcons take their label from mapLabel() (a text node), never a string.
const LABEL_MESSAGE = 'Leaflet treats a string label as HTML: pass mapLabel(text) from components/map/map-label.ts.';
const leafletLabelRules = [
  {
    selector: "CallExpression[callee.property.name=/^(bindTooltip|bindPopup|setContent|setTooltipContent|setPopupContent)$/]:not([arguments.0.callee.name='mapLabel'])",
    message: LABEL_MESSAGE,
  },
  {
    selector: "CallExpression[callee.property.name=/^(divIcon|tooltip|popup)$/] Property[key.name=/^(html|content)$/]:not([value.callee.name='mapLabel'])",
    message: LABEL_MESSAGE,
  },
];

// Words on screen come from the message catalogues (decision 030): JSX text, the attributes people
// read or hear, toasts and page titles. The allow-list is brand names and symbols alike in both
// languages.
const SAME_IN_BOTH_LANGUAGES = ['Sokoni', 'Ksh', 'M-Pesa', 'WhatsApp', 'Google', 'OpenStreetMap', 'Leaflet', 'Twemoji', 'Plus Code'];
const literalStringRule = [
  'error',
  {
    mode: 'jsx-only',
    'jsx-attributes': {
      include: ['aria-label', 'aria-description', 'aria-roledescription', 'aria-valuetext', 'title', 'placeholder', 'alt', 'label', 'hint', 'description', 'heading', 'caption', '\\w+(Label|Title|Text|Message|Hint|Heading|Description)'],
    },
    // Keys passed to a translate function, however it is named (`t`, `tc`, `tUi`, `i18n.t`).
    callees: { exclude: ['i18n(ext)?', 't', 't[a-z]{1,2}', 't[A-Z]\\w*', 'require', 'addEventListener', 'removeEventListener', 'postMessage', 'getElementById', 'includes', 'indexOf', 'endsWith', 'startsWith'] },
    words: {
      exclude: ['[0-9!-/:-@[-`{-~\\s·—–…×•→←↑↓✓✕★☆%]+', '[A-Z_-]+', /^\p{Emoji}+$/u, ...SAME_IN_BOTH_LANGUAGES.map((word) => `\\s*${word}\\s*`)],
    },
  },
];
const literalCallRules = [
  {
    selector: "CallExpression[callee.name=/^(showToast|useDocumentTitle)$/][arguments.0.type=/^(Literal|TemplateLiteral)$/]:not([arguments.0.value=''])",
    message: 'Toasts and page titles come from the message catalogues: pass t(...).',
  },
];

export default tseslint.config(
  { ignores: ['**/dist/**', '**/dist-ssr/**', '**/node_modules/**', '.tmp/**', 'apps/server/drizzle/**', 'test-results/**', '**/*.json'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  {
    files: ['packages/domain/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['node:*', 'fs', 'path', 'http', 'crypto'], message: 'The domain package is pure: no I/O.' },
            { group: ['fastify*', 'drizzle-orm*', 'pg', 'react*', '@sokoni/server*', '@sokoni/web*', '**/apps/**'], message: 'The domain package imports no framework and no app.' },
          ],
        },
      ],
    },
  },
  {
    files: ['apps/server/**/*.ts'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [{ group: ['**/apps/web/**', '@sokoni/web*', 'react*'], message: 'The server never imports the web app.' }] }],
    },
  },
  {
    // Route -> service -> repository: a route parses and authorises, then calls a service.
    files: ['apps/server/src/**/*.routes.ts', 'apps/server/src/routes.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['**/apps/web/**', '@sokoni/web*', 'react*'], message: 'The server never imports the web app.' },
            { group: ['**/*.repository', '**/*.repository.ts', '**/db/schema', '**/db/schema/**'], message: 'Routes call services; only services use repositories and queries.' },
          ],
        },
      ],
    },
  },
  {
    files: ['apps/server/src/modules/**/*.ts'],
    plugins: { 'import-x': importX, 'sokoni-server-modules': serverModules },
    // The legacy resolver throws on packages with nested export conditions (lru-cache's).
    settings: { 'import-x/resolver-next': [createNodeResolver()] },
    rules: {
      'import-x/no-cycle': 'error',
      'import-x/no-restricted-paths': ['error', { zones: serverModuleZones }],
      'sokoni-server-modules/no-module-cycle': 'error',
    },
  },
  {
    // Plugins, the data layer (the seed with it) and shared helpers sit below the modules: what
    // they share with a module lives in src/lib/ or src/db/, never inside the module.
    files: ['apps/server/src/{plugins,db,lib}/**/*.ts'],
    ignores: ['apps/server/src/**/*.test.ts'],
    plugins: { 'import-x': importX },
    settings: { 'import-x/resolver-next': [createNodeResolver()] },
    rules: {
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            {
              target: './apps/server/src/plugins',
              from: './apps/server/src/modules',
              message: 'Plugins import no module internals: move what they share to src/lib/ or src/db/.',
            },
            { target: './apps/server/src/db', from: './apps/server/src/modules', message: 'The data layer and the seed import no module internals: move what they share to src/lib/ or src/db/.' },
            { target: './apps/server/src/lib', from: './apps/server/src/modules', message: 'Shared helpers import no module.' },
          ],
        },
      ],
    },
  },
  {
    files: ['apps/web/src/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [{ group: ['**/apps/server/**', '@sokoni/server*', 'drizzle-orm*', 'fastify*'], message: 'The web app talks to the server over HTTP only.' }] },
      ],
    },
  },
  {
    // Leaflet puts string labels into the page as HTML; labels carry names people chose.
    files: ['apps/web/src/**/*.{ts,tsx}'],
    rules: { 'no-restricted-syntax': ['error', ...leafletLabelRules] },
  },
  {
    files: ['apps/web/src/**/*.{ts,tsx}'],
    ignores: ['apps/web/src/**/*.test.{ts,tsx}', 'apps/web/src/test/**'],
    plugins: { i18next },
    rules: {
      'i18next/no-literal-string': literalStringRule,
      'no-restricted-syntax': ['error', ...leafletLabelRules, ...literalCallRules],
    },
  },
  {
    files: ['apps/web/src/**/*.{ts,tsx}'],
    plugins: { 'import-x': importX },
    rules: {
      'import-x/no-restricted-paths': ['error', { zones: featureZones }],
    },
  },
);
