import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ApiError, api, apiRequest, useSession } from '@afterwork/shell-sdk';
import { apiPaths } from '@afterwork/contracts/paths';
import { queryKeys } from '@afterwork/contracts/query-keys';
import type { CurrentUser, ProfileUpdateInput } from '@afterwork/contracts/users';

/**
 * Change the signed-in member's own details (PATCH /api/user): the session shows the answer at once, and a new
 * address needs confirming (issue 17), so Settings asks for its state again.
 */
export function useUpdateMe() {
  const session = useSession();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: Partial<ProfileUpdateInput>) => api.patch<CurrentUser>(apiPaths.user, body),
    onSuccess: (updated) => {
      session.setUser(updated);
      void queryClient.invalidateQueries({ queryKey: queryKeys.users.emailConfirmation });
    },
  });
}

/** Sends the file itself as the body: the server reads its type from its bytes (JPEG, PNG or HEIC). */
async function uploadPhoto(file: File): Promise<CurrentUser> {
  let res: Response;
  try {
    res = await fetch(apiPaths.myPhoto, {
      method: 'PUT',
      credentials: 'same-origin',
      headers: { 'Content-Type': file.type || 'application/octet-stream', Accept: 'application/json' },
      body: file,
    });
  } catch {
    throw new Error('The photo could not be sent. Please check your connection and try again.');
  }
  const body = (await res.json().catch(() => null)) as (CurrentUser & { error?: { message?: string } }) | null;
  if (!res.ok) throw new ApiError(res.status, body?.error?.message ?? `Error ${res.status}`);
  return body as CurrentUser;
}

/** A new photo (PUT the file): the answer is the member as they now are. */
export const useUploadPhoto = () => useMutation({ mutationFn: uploadPhoto });

/** No photo any more (DELETE): the answer is the member as they now are. */
export const useRemovePhoto = () => useMutation({ mutationFn: () => apiRequest<CurrentUser>(apiPaths.myPhoto, { method: 'DELETE' }) });

