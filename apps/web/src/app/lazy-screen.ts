import { type ComponentType, type LazyExoticComponent, lazy } from 'react';

export type LazyScreen = LazyExoticComponent<ComponentType> & {
  /** Starts loading the screen's code now; rendering it later reuses the same download. */
  preload(): Promise<unknown>;
};

/** `React.lazy` for a named export, plus `preload()`. */
export function lazyScreen<M>(load: () => Promise<M>, pick: (module: M) => ComponentType): LazyScreen {
  let loading: Promise<{ default: ComponentType }> | undefined;
  const preload = () => {
    loading ??= load().then((module) => ({ default: pick(module) }));
    return loading;
  };
  return Object.assign(lazy(preload), { preload });
}
