import { useQuery } from '@tanstack/react-query';
import { Alert } from '@afterwork/ui/antd-base';
import { Navigate, useNavigate } from '@afterwork/ui/router';
import { PageSpinner } from '@afterwork/ui/states';
import { errorText } from '@afterwork/shell-sdk';
import { conversationWithQuery } from './api/messages-queries';
import { useSendMessage } from './api/messages-mutations';
import { Composer } from './composer';
import { noteSent } from './just-sent';

/**
 * 'Send a message' from a profile or a name's menu (/messages?to=<member>): the conversation the two already have,
 * or a first message — said plainly to be a request when they share no group or community.
 */
export function NewConversation({ memberId, userId }: { memberId: number; userId: number }) {
  const query = useQuery(conversationWithQuery(memberId, userId));
  const send = useSendMessage();
  const navigate = useNavigate();
  if (query.isPending) return <PageSpinner label="Loading..." />;
  if (query.isError) return <Alert type="error" showIcon role="alert" title="You cannot write to this member" description={errorText(query.error)} />;
  const { member, conversationId, firstMessage } = query.data;
  if (conversationId) return <Navigate to={`/messages?c=${conversationId}`} replace />;
  return (
    <section className="aw-conversation" aria-labelledby="conversation-title">
      <h2 id="conversation-title" className="aw-conversation-title">
        New message to {member.name}
      </h2>
      {firstMessage === 'request' && (
        <p className="aw-messages-notice" role="note">
          You do not share a group or community with {member.name}, so your first message is a request. {member.name} can accept it, and then you can
          write to each other.
        </p>
      )}
      <Composer
        draftKey={`aw-message-draft:${userId}:to${memberId}`}
        label={`Your message to ${member.name}`}
        onSend={async (body, confirmed) => {
          const sent = await send.mutateAsync({ recipientId: memberId, body, confirmed });
          // The conversation's own box says 'Sent' (this one goes with the page).
          noteSent(sent.conversation.id);
          navigate(`/messages?c=${sent.conversation.id}`, { replace: true });
        }}
      />
    </section>
  );
}
