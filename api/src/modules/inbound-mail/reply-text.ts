import EmailReplyParser from 'email-reply-parser';

/**
 * What the member wrote in their answer, as readers should see it: the quoted mail they answer ("On Sunday ... wrote:"
 * and the lines after it, `>` lines), their signature ("-- ", "Sent from my iPad") cut off by email-reply-parser (Crisp's
 * maintained port of GitHub's parser, with the quote headers of the common mail programs in many languages).
 * Line endings are made plain; blank lines around the words go.
 */
export function visibleReply(text: string): string {
  const plain = text.replace(/\r\n?/g, '\n');
  return new EmailReplyParser().parseReply(plain).trim();
}
