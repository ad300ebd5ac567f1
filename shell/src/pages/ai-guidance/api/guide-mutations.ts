import { api } from '@afterwork/shell-sdk';
import { apiPaths } from '@afterwork/contracts/paths';
import type { GuideAnswer } from '@afterwork/contracts/guide';

/**
 * One question to the guide. The chat (use-guide-chat) keeps the conversation, the waiting and the errors itself,
 * so this is the request alone, handed to it as its `ask`.
 */
export const askGuide = (message: string) => api.post<GuideAnswer>(apiPaths.guideAsk, { message });
