// The discussion's react-query hooks (issue 30), shared by every remote that shows a discussion (groups,
// communities, the portals' forum). Keys come from contracts' query-keys, so the real-time stream can refresh them.
import { useEffect } from 'react';
import { useInfiniteQuery, useMutation, useQueryClient } from '@tanstack/react-query';
import { api, apiRequest, useSession } from '@afterwork/shell-sdk';
import { apiPaths } from '@afterwork/contracts/paths';
import { queryKeys } from '@afterwork/contracts/query-keys';
import type { DiscussionPage, DiscussionPlace, DiscussionPost } from '@afterwork/contracts/discussions';
import type { NotificationList } from '@afterwork/contracts/notification-kinds';

export interface PlaceId {
  place: DiscussionPlace;
  id: number;
}

const PLACE_PATHS: Record<DiscussionPlace, (id: number) => string> = {
  group: apiPaths.groupDiscussion,
  community: apiPaths.communityDiscussion,
  activity: apiPaths.activityDiscussion,
};
const placePath = ({ place, id }: PlaceId) => PLACE_PATHS[place](id);

/** The site page a place's notices link to ('/groups/3?tab=discussion#post-9' is about '/groups/3'). */
const PAGE = { group: '/groups', community: '/communities', activity: '/activities' } as const;

/**
 * Opening a discussion reads its notices in the bell (new posts, replies, announcements, its chat), once per place
 * and only when the bell holds an unread one about it; the header's count follows (issue 30).
 */
export function useReadDiscussionNotices(where: PlaceId, readable: boolean) {
  const client = useQueryClient();
  const { user } = useSession();
  const userId = user?.id;
  const { place, id } = where;
  useEffect(() => {
    if (!readable || userId == null) return;
    const bell = client.getQueryData<NotificationList>(queryKeys.notifications(userId));
    const page = `${PAGE[place]}/${id}`;
    const about = (link: string | null) => link != null && link.split('#')[0]!.split('?')[0] === page;
    if (bell && !bell.items.some((n) => !n.read && about(n.link))) return;
    void api
      .post<{ marked: number }>(apiPaths.notificationsRead, { discussion: { place, id } })
      .then((r) => (r.marked > 0 ? client.invalidateQueries({ queryKey: queryKeys.notifications(userId) }) : undefined))
      .catch(() => undefined); // the bell stays as it was; nothing the member asked for failed
  }, [client, userId, readable, place, id]);
}

/** A place's discussion, page by page ('Show older posts' asks for the next one by keyset). */
export function useDiscussion(where: PlaceId, enabled = true) {
  const { user } = useSession();
  return useInfiniteQuery({
    queryKey: queryKeys.discussions.place(where.place, where.id, user?.id),
    queryFn: ({ pageParam, signal }) =>
      apiRequest<DiscussionPage>(pageParam ? `${placePath(where)}?before=${encodeURIComponent(pageParam)}` : placePath(where), { signal }),
    initialPageParam: '' as string,
    getNextPageParam: (last) => last.nextCursor ?? undefined,
    enabled,
  });
}

/** Every page of this place's discussion, for every reader key (the stream and the mutations refresh them alike). */
function useRefresh(where: PlaceId) {
  const client = useQueryClient();
  return () => client.invalidateQueries({ queryKey: [placePath(where)] });
}

type Change =
  | { kind: 'post'; body: string; confirmed?: boolean }
  | { kind: 'reply'; postId: number; body: string; confirmed?: boolean }
  | { kind: 'edit'; postId: number; body: string; confirmed?: boolean }
  | { kind: 'delete'; postId: number }
  | { kind: 'thank'; postId: number; on: boolean }
  | { kind: 'pin'; postId: number; on: boolean }
  | { kind: 'remove'; postId: number; reason: string };

/** The words to send; `confirmed` only when the author chose 'Send anyway' after the scam guard's nudge. */
const words = (c: { body: string; confirmed?: boolean }) => (c.confirmed ? { body: c.body, confirmed: true } : { body: c.body });

/** Sends one change to the API (one plain call each). */
export function sendChange(where: PlaceId, change: Change): Promise<unknown> {
  switch (change.kind) {
    case 'post':
      return api.post<DiscussionPost>(placePath(where), words(change));
    case 'reply':
      return api.post<DiscussionPost>(apiPaths.discussionReplies(change.postId), words(change));
    case 'edit':
      return api.patch<DiscussionPost>(apiPaths.discussionPost(change.postId), words(change));
    case 'delete':
      return api.delete(apiPaths.discussionPost(change.postId));
    case 'thank':
      return apiRequest(apiPaths.discussionThanks(change.postId), { method: change.on ? 'PUT' : 'DELETE' });
    case 'pin':
      return apiRequest(apiPaths.discussionPin(change.postId), { method: change.on ? 'PUT' : 'DELETE' });
    case 'remove':
      return api.post(apiPaths.discussionRemoval(change.postId), { reason: change.reason });
  }
}

/** A change to the discussion; the place's pages are fetched again after it. Errors are the caller's to show. */
export function useDiscussionChange(where: PlaceId) {
  const refresh = useRefresh(where);
  return useMutation({
    mutationFn: (change: Change) => sendChange(where, change),
    onSuccess: () => refresh(),
  });
}
