import { ComplaintMessages } from '@seva/contract';

/** Texts of the Complaints screen (docs/product/complaints.md#complaints-screen). */
export const ComplaintTexts = {
  title: 'Complaints',
  selectPrompt: 'Select a complaint to view details',
  search: 'Search by name',
  toggle: 'Complaints from',
  vendor: 'Vendor',
  customer: 'Customer',
  loading: 'Loading complaints...',
  empty: 'No complaints available',
  noMatch: 'No matching complaints found',
  retry: 'Retry',
} as const;

/** Texts of the complaint workflow (docs/product/complaints.md). */
export const WorkflowTexts = {
  statusFilter: 'Status',
  allStatuses: 'All',
  order: 'Order',
  newestFirst: 'Newest first',
  oldestFirst: 'Oldest first',
  status: 'Status',
  assignee: 'Assignee',
  unassigned: 'Unassigned',
  age: 'Age',
  responseDue: 'First response due',
  resolutionDue: 'Resolution due',
  firstResponse: 'First response',
  resolved: 'Resolved',
  resolutionNote: 'Resolution note',
  resolutionNoteRequired: 'Write how the complaint was resolved',
  resolveTitle: (id: number) => `Resolve complaint #${id}`,
  resolveConfirm: 'Resolve complaint',
  cancel: 'Cancel',
  notes: 'Notes',
  noNotes: 'No notes yet',
  addNote: 'Add note',
  noteRequired: 'Write a note first',
  replyBySms: 'Reply by SMS',
  sendReply: 'Send reply',
  replyRequired: 'Write a reply first',
  noMobile: ComplaintMessages.noMobile,
  replyInChat: 'Reply in chat',
  moveFailed: 'The complaint was not changed',
  assignFailed: 'The assignee was not changed',
  noteFailed: 'The note was not added',
  replyFailed: 'The reply was not sent',
  replySent: 'Reply sent by SMS',
  /** docs/product/complaints.md#bulk-resolve. */
  selectComplaint: (id: number) => `Select complaint #${id}`,
  resolveSelected: 'Resolve selected',
  bulkResolveTitle: (n: number) => `Resolve ${n} ${n === 1 ? 'complaint' : 'complaints'}`,
  bulkResolveConfirm: 'Resolve',
  bulkResolved: (n: number) => `${n} ${n === 1 ? 'complaint' : 'complaints'} resolved.`,
  complaintName: (id: number) => `Complaint #${id}`,
} as const;

/** The label of a note's kind in the thread; plain notes have none. */
export const NOTE_KIND_LABELS = { note: null, reply: 'Reply', resolution: 'Resolution' } as const;
export const NOTE_CHANNEL_LABELS = { chat: 'Chat', sms: 'SMS' } as const;

/** Complaints per page of the list; the server pages and searches. */
export const COMPLAINTS_PAGE_SIZE = 20;

/** How much of the description the chat reply quotes. */
export const REPLY_QUOTE_LENGTH = 120;
