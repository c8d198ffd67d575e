/** Browsers by a token of their user agent, the first that matches (Edge and Opera also say Chrome). */
const BROWSERS: ReadonlyArray<[pattern: RegExp, name: string]> = [
  [/\bEdg(e|A|iOS)?\//, 'Edge'],
  [/\bOPR\/|\bOpera\b/, 'Opera'],
  [/\bSamsungBrowser\//, 'Samsung Internet'],
  [/\bFirefox\/|\bFxiOS\//, 'Firefox'],
  [/\bChrome\/|\bCriOS\/|\bChromium\//, 'Chrome'],
  [/\bVersion\/[\d.]+.*\bSafari\//, 'Safari'],
];

/** Systems by a token of their user agent, the first that matches (Android also says Linux). */
const SYSTEMS: ReadonlyArray<[pattern: RegExp, name: string]> = [
  [/\bAndroid\b/, 'Android'],
  [/\biPhone\b|\biPad\b|\biPod\b/, 'iOS'],
  [/\bWindows\b/, 'Windows'],
  [/\bMac OS X\b|\bMacintosh\b/, 'macOS'],
  [/\bCrOS\b/, 'ChromeOS'],
  [/\bLinux\b/, 'Linux'],
];

const nameOf = (table: typeof BROWSERS, userAgent: string) =>
  table.find(([pattern]) => pattern.test(userAgent))?.[1] ?? null;

/**
 * A session's device as a person names it, from the user agent it signed in with: `Chrome on Windows`,
 * `Safari on iOS`; the user agent itself when neither is recognised (an API client), null without one.
 */
export function describeDevice(userAgent: string | null): string | null {
  const ua = userAgent?.trim();
  if (!ua) return null;
  const browser = nameOf(BROWSERS, ua);
  const system = nameOf(SYSTEMS, ua);
  if (browser && system) return `${browser} on ${system}`;
  return browser ?? system ?? ua;
}
