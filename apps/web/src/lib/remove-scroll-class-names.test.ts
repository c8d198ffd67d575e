import { RemoveScroll as Library } from 'react-remove-scroll';
import { describe, expect, it } from 'vitest';
import { RemoveScroll } from './remove-scroll-class-names';

describe("AppShell's RemoveScroll (build-plugins/slim-imports.ts)", () => {
  it('has the class names of the library that modals lock the scroll with', () => {
    expect(RemoveScroll.classNames).toEqual(Library.classNames);
  });
});
