// The one export FirstScreenSelect loads when the page is idle: a chunk of its own, with floating-ui.
export { Select } from '@mantine/core';
