import type { ChatVendor } from '@seva/contract';
import { useCallback, useState } from 'react';
import { useLocation, useSearchParams } from 'react-router';

/**
 * /messages?vendor=42&complaint=12, as the Complaints screen's `Reply in chat` opens it: that vendor's
 * conversation with the complaint quoted in the composer. Its router state may carry the vendor's name
 * and email and the draft; without it (a reload) the page still opens the vendor and quotes the number.
 */
export interface ComplaintReply {
  vendor: ChatVendor;
  complaintId: number;
  draft: string;
}

interface ReplyState {
  vendorName?: unknown;
  vendorEmail?: unknown;
  draft?: unknown;
}

function positiveId(value: string | null): number | null {
  if (value === null || !/^\d{1,10}$/.test(value)) return null;
  const id = Number(value);
  return id > 0 ? id : null;
}

function readReply(params: URLSearchParams, state: unknown): ComplaintReply | null {
  const vendorId = positiveId(params.get('vendor'));
  const complaintId = positiveId(params.get('complaint'));
  if (vendorId === null || complaintId === null) return null;
  const given = (typeof state === 'object' && state !== null ? state : {}) as ReplyState;
  return {
    vendor: {
      vendor_id: vendorId,
      vendor_name: typeof given.vendorName === 'string' ? given.vendorName : `Vendor #${vendorId}`,
      vendor_email: typeof given.vendorEmail === 'string' ? given.vendorEmail : '',
      room_id: null,
      last_message: null,
      last_message_at: null,
    },
    complaintId,
    draft: typeof given.draft === 'string' ? given.draft : `Re: complaint #${complaintId}\n\n`,
  };
}

/**
 * The complaint being answered, read once from the URL. `done` ends it (the first message was sent, or
 * the admin chose another vendor) and drops the parameters, so later messages are plain chat.
 */
export function useComplaintReply() {
  const [params, setParams] = useSearchParams();
  const { state } = useLocation();
  const [reply, setReply] = useState(() => readReply(params, state));

  const done = useCallback(() => {
    setReply(null);
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.delete('vendor');
        next.delete('complaint');
        return next;
      },
      { replace: true },
    );
  }, [setParams]);

  return { reply, done };
}
