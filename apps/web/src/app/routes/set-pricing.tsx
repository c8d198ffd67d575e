/** /setpricing exists, but docs/product/shell-and-sign-in.md#routes gives it no content: an empty content area. */
export function SetPricingPage() {
  return <section aria-label="Set pricing" />;
}
