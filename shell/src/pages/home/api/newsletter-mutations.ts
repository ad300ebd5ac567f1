import { useMutation } from '@tanstack/react-query';
import { api } from '@afterwork/shell-sdk';
import { apiPaths } from '@afterwork/contracts/paths';
import type { NewsletterSubscriptionResponse } from '@afterwork/contracts/newsletter';

/** The newsletter sign-up (POST /api/newsletter-subscriptions); the address is sent trimmed. */
export const useSubscribe = () =>
  useMutation({ mutationFn: (email: string) => api.post<NewsletterSubscriptionResponse>(apiPaths.newsletterSubscriptions, { email: email.trim() }) });
