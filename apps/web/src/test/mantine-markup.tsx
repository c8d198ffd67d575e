import { MantineProvider } from '@mantine/core';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { theme } from '@/app/theme';

/** One element as the browser sees it: attributes, classes and style declarations (in any order), children. */
export function describeElement(node: Node): unknown {
  if (!(node instanceof Element)) return node.textContent;
  const attributes: Record<string, unknown> = {};
  for (const { name, value } of Array.from(node.attributes)) {
    if (name === 'class') attributes.class = value.split(/\s+/).sort();
    else if (name === 'style') {
      const style = (node as HTMLElement).style;
      attributes.style = Array.from(style)
        .map((property) => `${property}: ${style.getPropertyValue(property)}`)
        .sort();
    } else attributes[name] = value;
  }
  return { tag: node.tagName, attributes, children: Array.from(node.childNodes).map(describeElement) };
}

/**
 * What `ui` draws inside the app's MantineProvider, for comparing a plain-markup part with the Mantine
 * component it stands for (components/plain-mantine.tsx): every element it draws, leaving out the
 * provider's own <style> elements.
 */
export function markup(ui: ReactElement): unknown {
  const { container, unmount } = render(<MantineProvider theme={theme}>{ui}</MantineProvider>);
  const drawn = Array.from(container.children)
    .filter((child) => !isProviderStyle(child))
    .map(describeElement);
  unmount();
  return drawn.length === 1 ? drawn[0] : drawn;
}

/** MantineProvider's CSS variables and classes; a component's own inline styles say "inline". */
function isProviderStyle(element: Element): boolean {
  const styles = element.getAttribute('data-mantine-styles');
  return element.tagName === 'STYLE' && styles !== null && styles !== 'inline';
}
