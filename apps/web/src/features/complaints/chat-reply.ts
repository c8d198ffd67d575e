import type { ComplaintView } from './complaint-view';
import { REPLY_QUOTE_LENGTH } from './texts';

/**
 * What /messages needs to answer a vendor complaint in chat. The URL carries `vendor` and `complaint`
 * (the chat page reads them); the router state carries the vendor's name and email for the header and
 * the composer's draft.
 */
export interface ChatReplyLink {
  to: string;
  state: { vendorName: string; vendorEmail: string | null; draft: string };
}

/** `Re: complaint #12 — "the first 120 characters…"` and an empty line to write under. */
export function complaintQuote(complaint: Pick<ComplaintView, 'id' | 'description'>): string {
  const text = complaint.description.trim().replace(/\s+/g, ' ');
  const quoted = text.length > REPLY_QUOTE_LENGTH ? `${text.slice(0, REPLY_QUOTE_LENGTH)}…` : text;
  return `Re: complaint #${complaint.id} — "${quoted}"\n\n`;
}

export function chatReplyLink(complaint: ComplaintView): ChatReplyLink {
  const search = new URLSearchParams({
    vendor: String(complaint.complainantId),
    complaint: String(complaint.id),
  });
  return {
    to: `/messages?${search}`,
    state: { vendorName: complaint.name, vendorEmail: complaint.email, draft: complaintQuote(complaint) },
  };
}
