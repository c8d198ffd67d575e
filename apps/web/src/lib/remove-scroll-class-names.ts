import { fullWidthClassName, zeroRightClassName } from 'react-remove-scroll-bar/constants';

/**
 * react-remove-scroll's `RemoveScroll` as Mantine's AppShell uses it (apps/web/build-plugins/slim-imports.ts): only
 * its class names, which a modal's scroll lock looks for to keep fixed elements from jumping. They come
 * from the constants module react-remove-scroll itself reads, so they stay the same.
 */
export const RemoveScroll = {
  classNames: { fullWidth: fullWidthClassName, zeroRight: zeroRightClassName },
};
