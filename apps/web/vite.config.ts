import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { compression } from 'vite-plugin-compression2';
import { firstScreenPreload } from './build-plugins/first-screen-preload';
import { reactRouterProduction } from './build-plugins/react-router-production';
import { themeCssVariablesModule } from './build-plugins/theme-css-variables';
import { theme } from './src/app/theme';

const apiTarget = process.env.SEVA_API_URL ?? 'http://127.0.0.1:8080';

/**
 * The code of the screens a cold visit starts on goes into one chunk each, instead of the dozens of small
 * shared chunks automatic splitting makes: over HTTP/1.1 every chunk costs a request, and a cold
 * /managevendor used to wait for about fifty of them. The sign-in screen's own code (its forms, the form
 * library) is one chunk (`sign-in`); what else it needs is another (`inputs`), which the signed-in home
 * (shell, vendor tabs, Vendor List) loads for the inputs they share, so a signed-in load does not carry
 * the sign-in forms (ADR 019). The home takes the rest of what it needs. Screens stay lazy; other screens
 * keep automatic splitting.
 */
const SIGN_IN_SCREEN = /[\\/]src[\\/]features[\\/]auth[\\/]pages[\\/]login-page\.tsx$/;
/** The sign-in screen's own modules: none of them is on the signed-in home. */
const SIGN_IN_ONLY =
  /[\\/](src[\\/]features[\\/]auth[\\/](pages|components|hooks|messages|phone)|node_modules[\\/](@mantine[\\/]form|klona|fast-deep-equal)[\\/]|PasswordInput[\\/])/;
const SIGNED_IN_HOME =
  /[\\/]src[\\/](app[\\/]shell[\\/](app-layout|vendor-tabs-layout)|features[\\/]vendors[\\/]pages[\\/]vendor-list-page)\.tsx$/;

/**
 * The first page's request (app/early-requests.ts) and the few modules it needs: a chunk of its own that
 * index.html runs as soon as it has downloaded, before the entry (ADR 019).
 */
const EARLY_REQUESTS = /[\\/]src[\\/]app[\\/]early-requests\.ts$/;

/** React DOM's client renderer (about 200 KB), without the React, scheduler and react-dom it imports. */
const REACT_DOM_CLIENT = /[\\/]node_modules[\\/]react-dom[\\/](client\.js|cjs[\\/]react-dom-client\.)/;

/** The Mantine stylesheets the app imports, one per component it uses (ADR 019). */
const MANTINE_STYLES = fileURLToPath(new URL('./src/app/mantine-styles.css', import.meta.url));

/**
 * Fails the build when the bundle holds a Mantine component whose stylesheet MANTINE_STYLES does not
 * import: each component's class names come from its `<Name>.module.mjs`, styled by `styles/<Name>.css`.
 */
function mantineStylesComplete(): Plugin {
  return {
    name: 'mantine-styles-complete',
    apply: 'build',
    generateBundle(_options, bundle) {
      const imported = new Set(
        [...readFileSync(MANTINE_STYLES, 'utf8').matchAll(/@mantine\/core\/styles\/(\w+)\.css/g)].map(
          (m) => m[1],
        ),
      );
      const missing = new Set<string>();
      for (const output of Object.values(bundle)) {
        if (output.type !== 'chunk') continue;
        for (const id of Object.keys(output.modules)) {
          const name = /@mantine[\\/]core[\\/]esm[\\/].*[\\/](\w+)\.module\.mjs$/.exec(id)?.[1];
          if (name && !imported.has(name)) missing.add(name);
        }
      }
      if (missing.size > 0) {
        this.error(`${MANTINE_STYLES} lacks the stylesheets of ${[...missing].sort().join(', ')}`);
      }
    },
  };
}

export default defineConfig({
  plugins: [
    react(),
    reactRouterProduction(),
    themeCssVariablesModule(theme),
    mantineStylesComplete(),
    firstScreenPreload(['home', 'react-dom-client'], 'early-requests'),
    // Brotli and gzip copies beside each asset; the server sends one when the browser accepts it.
    compression({ algorithms: ['brotliCompress', 'gzip'], threshold: 1024 }),
  ],
  resolve: {
    alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) },
  },
  server: {
    proxy: {
      '/api': { target: apiTarget, changeOrigin: true },
      '/socket.io': { target: apiTarget, changeOrigin: true, ws: true },
    },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    sourcemap: 'hidden',
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            // Its dependencies with it, so that it imports nothing from the entry and can run first.
            { name: 'early-requests', test: EARLY_REQUESTS, priority: 4 },
            // What index.html loads up front stays one file, the entry.
            { name: 'index', tags: ['$initial'], priority: 2 },
            // React DOM's renderer, which main.tsx imports dynamically: its evaluation is a task of its own.
            {
              name: 'react-dom-client',
              test: REACT_DOM_CLIENT,
              priority: 3,
              includeDependenciesRecursively: false,
            },
            // Only the matched modules: their dependencies go to `inputs` (or `index`).
            { name: 'sign-in', test: SIGN_IN_ONLY, priority: 1.5, includeDependenciesRecursively: false },
            { name: 'inputs', test: SIGN_IN_SCREEN, priority: 1 },
            { name: 'home', test: SIGNED_IN_HOME, priority: 0 },
          ],
        },
      },
    },
  },
});
