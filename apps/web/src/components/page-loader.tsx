import { Center, Loader } from '@mantine/core';

/** Full-area spinner while a screen's code loads. */
export function PageLoader() {
  return (
    <Center mih="60vh" role="status" aria-label="Loading">
      <Loader />
    </Center>
  );
}
