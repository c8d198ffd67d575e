import type { OutputBundle, OutputChunk } from 'rolldown';
import type { Plugin } from 'vite';

/**
 * A cold load asks for its first screen's chunk and React DOM's only once the entry chunk has downloaded
 * and run (main.tsx). This plugin lists the named chunks (the home: shell, vendor tabs, Vendor List; React
 * DOM's client), what they import and their stylesheets as preloads in index.html, so they download
 * beside the entry (ADR 019). A signed-out visit loads them too: the inputs it shares with the home are
 * among them, and the home follows the sign-in; the sign-in screen's own chunk is asked for when the
 * entry runs (`preloadScreensFor`).
 */
export function firstScreenPreload(chunkNames: string[], runFirst: string): Plugin {
  return {
    name: 'first-screen-preload',
    apply: 'build',
    enforce: 'post',
    generateBundle(_options, bundle) {
      const html = bundle['index.html'];
      const chunks = Object.values(bundle).filter((o): o is OutputChunk => o.type === 'chunk');
      const entry = chunks.find((c) => c.isEntry);
      const named = chunkNames.map((name) => chunks.find((c) => c.name === name));
      if (html?.type !== 'asset' || !entry || named.some((chunk) => !chunk)) {
        this.error(
          `index.html, the entry or one of the chunks ${chunkNames.join(', ')} is missing from the bundle`,
        );
      }
      const { scripts, styles } = filesOf(
        bundle,
        named as OutputChunk[],
        new Set([entry.fileName, ...entry.imports]),
      );
      const tags = [
        ...scripts.map((f) => `<link rel="modulepreload" crossorigin href="/${f}">`),
        ...styles.map((f) => `<link rel="preload" as="style" crossorigin href="/${f}">`),
      ];
      html.source = runAtOnce(
        String(html.source).replace('</head>', `  ${tags.join('\n    ')}\n  </head>`),
        chunks.find((c) => c.name === runFirst) ??
          this.error(`The chunk ${runFirst} is missing from the bundle`),
      );
    },
  };
}

/**
 * The `runFirst` chunk (the first page's request) as an async module script at the top of the head: the
 * browser runs it as soon as it has downloaded, without waiting for the document or the entry, whose
 * import of the same file then finds it already run. It must import nothing, or it would wait for that.
 */
function runAtOnce(html: string, chunk: OutputChunk): string {
  if (chunk.imports.length > 0) {
    throw new Error(`${chunk.fileName} imports ${chunk.imports.join(', ')}: it could not run before them`);
  }
  const file = chunk.fileName.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const preload = new RegExp(`\\s*<link rel="modulepreload" crossorigin href="/${file}">`);
  const script = `<script type="module" async crossorigin src="/${chunk.fileName}"></script>`;
  return html.replace(preload, '').replace(/<meta charset="UTF-8" \/>/, (meta) => `${meta}\n    ${script}`);
}

/** The chunks' files, the chunks they import (less those already loaded) and their stylesheets. */
function filesOf(bundle: OutputBundle, chunks: OutputChunk[], loaded: Set<string>) {
  const scripts = new Set<string>();
  const styles = new Set<string>();
  const visit = (fileName: string) => {
    const output = bundle[fileName];
    if (loaded.has(fileName) || scripts.has(fileName) || output?.type !== 'chunk') return;
    scripts.add(fileName);
    for (const css of output.viteMetadata?.importedCss ?? []) styles.add(css);
    for (const imported of output.imports) visit(imported);
  };
  for (const chunk of chunks) visit(chunk.fileName);
  return { scripts: [...scripts], styles: [...styles] };
}
