import { Button, Stack, Title } from '@mantine/core';
import { COMPLAINT_REPLY_MAX_LENGTH, complaintReplyBodySchema } from '@seva/contract';
import { IconMessageCircle } from '@tabler/icons-react';
import { useNavigate } from 'react-router';
import { usePermission } from '@/components/can';
import { useReplyToCustomer } from '../api/reply-to-customer';
import { chatReplyLink } from '../chat-reply';
import type { ComplaintView } from '../complaint-view';
import { WorkflowTexts } from '../texts';
import { NoteForm } from './note-form';

interface ComplaintReplyProps {
  complaint: ComplaintView;
  /** The complaint as the server answered the reply (in progress, first response set). */
  onChanged: (complaint: ComplaintView) => void;
}

/** A customer is answered by SMS from here; a vendor in the chat, opened with the complaint quoted. */
export function ComplaintReply({ complaint, onChanged }: ComplaintReplyProps) {
  return complaint.kind === 'customer' ? (
    <CustomerSmsReply complaint={complaint} onChanged={onChanged} />
  ) : (
    <VendorChatReply complaint={complaint} />
  );
}

function CustomerSmsReply({ complaint, onChanged }: ComplaintReplyProps) {
  const reply = useReplyToCustomer();
  const noMobile = !complaint.mobile;

  const send = async (text: string) => {
    try {
      onChanged(await reply.mutateAsync({ id: complaint.id, body: { text } }));
      return true;
    } catch {
      return false;
    }
  };

  return (
    <Stack gap="xs" component="section" aria-label={WorkflowTexts.replyBySms}>
      <Title order={3} size="h5">
        {WorkflowTexts.replyBySms}
      </Title>
      <NoteForm
        label={WorkflowTexts.replyBySms}
        submitLabel={WorkflowTexts.sendReply}
        rule={complaintReplyBodySchema.shape.text}
        requiredText={WorkflowTexts.replyRequired}
        maxLength={COMPLAINT_REPLY_MAX_LENGTH}
        sending={reply.isPending}
        error={reply.isError ? reply.error : null}
        errorTitle={WorkflowTexts.replyFailed}
        disabled={noMobile}
        description={noMobile ? WorkflowTexts.noMobile : undefined}
        onSubmit={send}
      />
    </Stack>
  );
}

/** Only for a member whose role also has `chat.use`: the reply is written in Messages. */
function VendorChatReply({ complaint }: { complaint: ComplaintView }) {
  const navigate = useNavigate();
  const canChat = usePermission('chat.use');
  if (!canChat) return null;
  const openChat = () => {
    const link = chatReplyLink(complaint);
    navigate(link.to, { state: link.state });
  };
  return (
    <Button
      variant="light"
      leftSection={<IconMessageCircle size={16} aria-hidden />}
      onClick={openChat}
      w="fit-content"
    >
      {WorkflowTexts.replyInChat}
    </Button>
  );
}
