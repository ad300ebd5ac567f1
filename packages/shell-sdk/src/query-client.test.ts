/**
 * @jest-environment node
 */
import type { QueryFunctionContext } from '@tanstack/react-query';
import { ApiError } from './api-client';
import { createQueryClient, fetchQueryKey } from './query-client';
import { notify, notifyError, useToastStore } from './notify';

const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
const context = (queryKey: readonly unknown[]) => ({ queryKey, signal: new AbortController().signal }) as unknown as QueryFunctionContext;

describe('fetchQueryKey: the default query function', () => {
  it('GETs the path that the key starts with', async () => {
    const fetchMock = jest.fn(async () => json(200, [{ id: 1 }]));
    globalThis.fetch = fetchMock as unknown as typeof fetch;
    await expect(fetchQueryKey(context(['/api/groups', 'list', {}]))).resolves.toEqual([{ id: 1 }]);
    expect(fetchMock).toHaveBeenCalledWith('/api/groups', expect.objectContaining({ method: 'GET' }));
  });

  it('refuses a key that does not start with a path', async () => {
    await expect(fetchQueryKey(context(['groups']))).rejects.toThrow('Query key must start with an API path');
  });

  it('after a 401, pings the session once and tries once more (spec part 1 §4)', async () => {
    const urls: string[] = [];
    const answers = [json(401, { error: { message: 'Authentication required' } }), json(200, { status: 'active' }), json(200, { id: 3 })];
    globalThis.fetch = jest.fn(async (url: string) => {
      urls.push(url);
      return answers.shift()!;
    }) as unknown as typeof fetch;
    await expect(fetchQueryKey(context(['/api/user']))).resolves.toEqual({ id: 3 });
    expect(urls).toEqual(['/api/user', '/api/auth/session-ping', '/api/user']);
  });
});

describe('createQueryClient: the query defaults of spec part 1 §9', () => {
  const defaults = createQueryClient().getDefaultOptions();
  const retry = defaults.queries!.retry as (count: number, err: unknown) => boolean;
  const retryDelay = defaults.queries!.retryDelay as (attempt: number) => number;

  it('never retries a 4xx, retries other failures twice', () => {
    expect(retry(0, new ApiError(404, 'Not found'))).toBe(false);
    expect(retry(0, new ApiError(401, 'Authentication required'))).toBe(false);
    expect(retry(0, new ApiError(503, 'Unavailable'))).toBe(true);
    expect(retry(1, new Error('offline'))).toBe(true);
    expect(retry(2, new Error('offline'))).toBe(false);
  });

  it('waits 1 s, doubling, at most 30 s; answers stay fresh 2 minutes', () => {
    expect([0, 1, 2, 5, 10].map(retryDelay)).toEqual([1000, 2000, 4000, 30_000, 30_000]);
    expect(defaults.queries!.staleTime).toBe(120_000);
    expect(defaults.queries!.refetchOnWindowFocus).toBe(true);
  });
});

describe('notify: one toast at a time for the whole site', () => {
  it('shows the newest toast only, with a default variant and 5 s', () => {
    notify({ title: 'Joined group!' });
    const first = useToastStore.getState().current!;
    expect(first).toMatchObject({ title: 'Joined group!', variant: 'default', duration: 5000 });
    notifyError('Failed to update RSVP', 'Please try again later.');
    const second = useToastStore.getState().current!;
    expect(second).toMatchObject({ title: 'Failed to update RSVP', description: 'Please try again later.', variant: 'destructive' });
    expect(second.id).not.toBe(first.id);
    useToastStore.getState().dismiss(first.id); // an old id no longer closes the current toast
    expect(useToastStore.getState().current).toBe(second);
    useToastStore.getState().dismiss();
    expect(useToastStore.getState().current).toBeNull();
  });
});
