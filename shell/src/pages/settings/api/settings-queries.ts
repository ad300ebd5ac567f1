import { queryOptions } from '@tanstack/react-query';
import { api } from '@afterwork/shell-sdk';
import { apiPaths } from '@afterwork/contracts/paths';
import { queryKeys } from '@afterwork/contracts/query-keys';
import type { NotificationPreference } from '@afterwork/contracts/notification-kinds';
import type { BlockedMember, DataExport } from '@afterwork/contracts/safety';
import type { DeletionPreview } from '@afterwork/contracts/safety-words';
import type { PrivacySettings } from '@afterwork/contracts/users';

/** The member's copies of their data; while one is being prepared, asked again every 3 seconds. */
export const dataExportsQuery = () =>
  queryOptions({
    queryKey: queryKeys.users.dataExports,
    queryFn: () => api.get<DataExport[]>(apiPaths.dataExports),
    refetchInterval: (q) => (q.state.data?.some((e) => e.status === 'pending') ? 3000 : false),
  });

/** Whom the member blocked. */
export const blocksQuery = () => queryOptions({ queryKey: queryKeys.users.blocks, queryFn: () => api.get<BlockedMember[]>(apiPaths.blocks) });

/** What deleting the account removes and keeps: asked when the card opens, never from the cache. */
export const deletionPreviewQuery = (enabled: boolean) =>
  queryOptions({ queryKey: queryKeys.users.deletionPreview, queryFn: () => api.get<DeletionPreview>(apiPaths.accountDeletion), enabled, staleTime: 0 });

export const privacyQuery = () => queryOptions({ queryKey: queryKeys.users.privacy, queryFn: () => api.get<PrivacySettings>(apiPaths.myPrivacy) });

/** The member's address and whether it is confirmed: one query with the 'We cannot email you' notices (issue 31). */
export { emailConfirmationQuery } from '@afterwork/ui/mail-held';

export const notificationPreferencesQuery = (userId: number) =>
  queryOptions({ queryKey: queryKeys.notificationPreferences(userId), queryFn: () => api.get<NotificationPreference[]>(apiPaths.notificationPreferences) });
