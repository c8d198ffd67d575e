import type { OutputBundle, OutputChunk } from 'rolldown';
import type { Plugin } from 'vite';

/**
 * A cold load asks for its first screen's chunk only once the entry chunk has downloaded and run
 * (main.tsx, `preloadScreensFor`). This plugin lists the home chunk (shell, vendor tabs, Vendor List),
 * what it imports and its stylesheet as preloads in index.html, so they download beside the entry (ADR 019).
 * A signed-out visit loads them too: the inputs it shares with the home are among them, and the home
 * follows the sign-in; the sign-in screen's own chunk is asked for when the entry runs (`preloadScreensFor`).
 */
export function firstScreenPreload(chunkName: string): Plugin {
  return {
    name: 'first-screen-preload',
    apply: 'build',
    enforce: 'post',
    generateBundle(_options, bundle) {
      const html = bundle['index.html'];
      const chunks = Object.values(bundle).filter((o): o is OutputChunk => o.type === 'chunk');
      const entry = chunks.find((c) => c.isEntry);
      const chunk = chunks.find((c) => c.name === chunkName);
      if (html?.type !== 'asset' || !entry || !chunk) {
        this.error(`index.html, the entry or the ${chunkName} chunk is missing from the bundle`);
      }
      const { scripts, styles } = filesOf(bundle, chunk, new Set([entry.fileName, ...entry.imports]));
      const tags = [
        ...scripts.map((f) => `<link rel="modulepreload" crossorigin href="/${f}">`),
        ...styles.map((f) => `<link rel="preload" as="style" crossorigin href="/${f}">`),
      ];
      html.source = String(html.source).replace('</head>', `  ${tags.join('\n    ')}\n  </head>`);
    },
  };
}

/** The chunk's file, the chunks it imports (less those already loaded) and their stylesheets. */
function filesOf(bundle: OutputBundle, chunk: OutputChunk, loaded: Set<string>) {
  const scripts = new Set<string>();
  const styles = new Set<string>();
  const visit = (fileName: string) => {
    const output = bundle[fileName];
    if (loaded.has(fileName) || scripts.has(fileName) || output?.type !== 'chunk') return;
    scripts.add(fileName);
    for (const css of output.viteMetadata?.importedCss ?? []) styles.add(css);
    for (const imported of output.imports) visit(imported);
  };
  visit(chunk.fileName);
  return { scripts: [...scripts], styles: [...styles] };
}
