import { type ComponentType, createElement, lazy, useState } from 'react';

export type LazyScreen = ComponentType & {
  /** Starts loading the screen's code now; rendering it later reuses the same download. */
  preload(): Promise<unknown>;
};

/**
 * `React.lazy` for a named export, plus `preload()`. A screen whose code has already arrived renders at
 * once instead of suspending: a suspended screen would first commit its fallback, and React holds back
 * the content that replaces a fallback for a moment (up to 300 ms), once per nested lazy layer.
 */
export function lazyScreen<M>(load: () => Promise<M>, pick: (module: M) => ComponentType): LazyScreen {
  let loaded: ComponentType | undefined;
  let loading: Promise<{ default: ComponentType }> | undefined;
  const preload = () => {
    loading ??= load().then((module) => {
      loaded = pick(module);
      return { default: loaded };
    });
    return loading;
  };
  const Lazy = lazy(preload);
  function Screen() {
    // Chosen once per mount, so the element type never changes under a mounted screen.
    const [component] = useState<ComponentType>(() => loaded ?? Lazy);
    return createElement(component);
  }
  return Object.assign(Screen, { preload });
}
