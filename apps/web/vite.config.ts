import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { compression } from 'vite-plugin-compression2';

const apiTarget = process.env.SEVA_API_URL ?? 'http://127.0.0.1:8080';

/**
 * The code of the screens a cold visit starts on goes into one chunk each, instead of the dozens of small
 * shared chunks automatic splitting makes: over HTTP/1.1 every chunk costs a request, and a cold
 * /managevendor used to wait for about fifty of them (ADR 005). The sign-in screen's code is one group
 * (`login`), split by the screens that share each part (`entriesAware`): what it shares with the signed-in
 * home (inputs, buttons) is in chunks of their own, so a signed-in load does not carry the sign-in forms
 * and their libraries (ADR 027). The home (shell, vendor tabs, Vendor List) takes the rest of what it needs.
 * Screens stay lazy; other screens keep automatic splitting.
 */
const SIGN_IN_SCREEN = /[\\/]src[\\/]features[\\/]auth[\\/]pages[\\/]login-page\.tsx$/;
const SIGNED_IN_HOME =
  /[\\/]src[\\/](app[\\/]shell[\\/](app-layout|vendor-tabs-layout)|features[\\/]vendors[\\/]pages[\\/]vendor-list-page)\.tsx$/;

/** React DOM's client renderer (about 200 KB), without the React, scheduler and react-dom it imports. */
const REACT_DOM_CLIENT = /[\\/]node_modules[\\/]react-dom[\\/](client\.js|cjs[\\/]react-dom-client\.)/;

export default defineConfig({
  plugins: [
    react(),
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
        // A shared part's name lists every screen that uses it: `shared-<hash>` instead.
        chunkFileNames: (chunk) =>
          chunk.name.includes('~') ? 'assets/shared-[hash].js' : 'assets/[name]-[hash].js',
        codeSplitting: {
          groups: [
            // What index.html loads up front stays one file, the entry.
            { name: 'index', tags: ['$initial'], priority: 2 },
            // React DOM's renderer, which main.tsx imports dynamically: its evaluation is a task of its own (ADR 027).
            {
              name: 'react-dom-client',
              test: REACT_DOM_CLIENT,
              priority: 3,
              includeDependenciesRecursively: false,
            },
            // No merging of small parts: a merge joins parts by size, not by who needs them, and put the
            // sign-in forms back on the home's path.
            {
              name: 'login',
              test: SIGN_IN_SCREEN,
              priority: 1,
              entriesAware: true,
              entriesAwareMergeThreshold: 0,
            },
            { name: 'home', test: SIGNED_IN_HOME, priority: 0 },
          ],
        },
      },
    },
  },
});
