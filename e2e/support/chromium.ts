/**
 * Debian's chromium (never a browser Playwright downloads), headless on a machine without GPU or sandbox
 * support, quiet on the network. Shared by the e2e suite and `npm run bench -- web`.
 */
export const CHROMIUM_LAUNCH_OPTIONS = {
  executablePath: '/usr/bin/chromium',
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-quic',
    '--no-first-run',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
  ],
};
