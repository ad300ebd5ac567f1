import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, errorText, notifyError, notifySuccess } from '@afterwork/shell-sdk';
import { apiPaths } from '@afterwork/contracts/paths';
import { queryKeys } from '@afterwork/contracts/query-keys';
import type { ConversationSummary, SentMessage } from '@afterwork/contracts/messages';

/** Every messages query (the list, the conversations, the header's count) asks again. */
function useRefreshMessages() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ predicate: (q) => queryKeys.messages.owns(q.queryKey) });
}

/** A message: in a conversation (`conversationId`), or the first one to a member (`recipientId`). Errors are the caller's to show (the text stays). */
export function useSendMessage() {
  const refresh = useRefreshMessages();
  return useMutation({
    // `confirmed`: sent anyway after the scam guard's nudge.
    mutationFn: (m: { conversationId?: number; recipientId?: number; body: string; confirmed?: boolean }) =>
      m.conversationId
        ? api.post<SentMessage>(apiPaths.conversationMessages(m.conversationId), { body: m.body, ...(m.confirmed ? { confirmed: true } : {}) })
        : api.post<SentMessage>(apiPaths.conversations, { recipientId: m.recipientId, body: m.body, ...(m.confirmed ? { confirmed: true } : {}) }),
    onSuccess: () => void refresh(),
  });
}

/** The reader has seen the conversation: the counts follow. */
export function useMarkRead() {
  const refresh = useRefreshMessages();
  return useMutation({
    mutationFn: (conversationId: number) => api.post<{ unread: number }>(apiPaths.conversationRead(conversationId), {}),
    onSuccess: () => void refresh(),
  });
}

/** Accept or decline a message request. */
export function useAnswerRequest() {
  const refresh = useRefreshMessages();
  return useMutation({
    mutationFn: (a: { conversationId: number; accept: boolean }) =>
      api.post<{ ok: true; message: string; conversation: ConversationSummary }>(
        a.accept ? apiPaths.conversationAccept(a.conversationId) : apiPaths.conversationDecline(a.conversationId),
        {},
      ),
    onSuccess: (res) => {
      notifySuccess(res.conversation.state === 'open' ? 'Request accepted' : 'Request declined', res.message);
      void refresh();
    },
    onError: (err) => notifyError('Not saved', errorText(err)),
  });
}

/** Delete one's own message for both sides. */
export function useDeleteMessage() {
  const refresh = useRefreshMessages();
  return useMutation({
    mutationFn: (messageId: number) => api.delete<void>(apiPaths.message(messageId)),
    onSuccess: () => {
      notifySuccess('Message deleted', 'It now shows as "Message deleted" for both of you.');
      void refresh();
    },
    onError: (err) => notifyError('Not deleted', errorText(err)),
  });
}
