/** /setpricing exists, but SPEC shows no content for it: an empty content area. */
export function SetPricingPage() {
  return <section aria-label="Set pricing" />;
}
