import { Box, type BoxProps } from '@mantine/core';

interface LogoProps extends BoxProps {
  size?: number;
}

/** The Seva mark: a house on a rounded teal tile. */
export function Logo({ size = 32, ...others }: LogoProps) {
  return (
    <Box component="span" display="inline-flex" {...others}>
      <svg width={size} height={size} viewBox="0 0 32 32" role="img" aria-label="Seva Admin">
        <rect width="32" height="32" rx="8" fill="var(--mantine-color-teal-7)" />
        <path d="M8 17.5 16 10l8 7.5V24a1 1 0 0 1-1 1h-4.5v-5h-5v5H9a1 1 0 0 1-1-1z" fill="#fff" />
      </svg>
    </Box>
  );
}
