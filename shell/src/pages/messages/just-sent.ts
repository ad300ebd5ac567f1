/**
 * A first message opens its conversation, whose own message box then says 'Sent'. The conversation that was just
 * written to is noted here (not in the router's state, which another navigation to the same place can replace) and
 * taken once by the box that opens.
 */
let justSent: number | null = null;

export const noteSent = (conversationId: number): void => {
  justSent = conversationId;
};

export function takeSent(conversationId: number): boolean {
  if (justSent !== conversationId) return false;
  justSent = null;
  return true;
}
