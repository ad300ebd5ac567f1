import { QueryClient } from '@tanstack/react-query';
import { queryKeys } from '@afterwork/contracts/query-keys';
import { connectLiveUpdates } from './live-updates';

// Issue 30 item 6, the tab's side: each event makes stale exactly what it changed; a stream closed for good is opened
// again, resuming after the last event seen.
class FakeSource {
  readyState = 1;
  onmessage: ((msg: MessageEvent<string>) => void) | null = null;
  onerror: (() => void) | null = null;
  closed = false;
  constructor(readonly url: string) {}
  close() {
    this.closed = true;
    this.readyState = 2;
  }
  emit(id: string, data: unknown) {
    this.onmessage?.({ data: JSON.stringify(data), lastEventId: id } as MessageEvent<string>);
  }
}

const setup = () => {
  const client = new QueryClient();
  const sources: FakeSource[] = [];
  const keys = {
    bell: queryKeys.notifications(7),
    groupA: queryKeys.discussions.place('group', 1, 7),
    groupB: queryKeys.discussions.place('group', 2, 7),
    community: queryKeys.discussions.place('community', 1, 7),
  };
  for (const key of Object.values(keys)) client.setQueryData(key, { any: 'answer' });
  const stale = () => Object.fromEntries(Object.entries(keys).map(([name, key]) => [name, client.getQueryState(key)?.isInvalidated ?? false]));
  const stop = connectLiveUpdates(client, { open: (url) => sources[sources.push(new FakeSource(url)) - 1] as unknown as EventSource, reconnectMs: 10 });
  return { client, sources, stale, stop };
};

it('a discussion event refreshes that place only; a notices event the bell', () => {
  const { sources, stale, stop } = setup();
  expect(sources[0]!.url).toBe('/api/events');
  sources[0]!.emit('5', { kind: 'discussion', change: 'post', place: 'group', placeId: 1, postId: 9, parentId: null });
  expect(stale()).toEqual({ bell: false, groupA: true, groupB: false, community: false });
  sources[0]!.emit('6', { kind: 'notices' });
  expect(stale()).toMatchObject({ bell: true, groupB: false, community: false });
  // Something this site does not know, or not JSON at all: nothing happens.
  sources[0]!.emit('7', { kind: 'unknown-later-kind' });
  sources[0]!.onmessage?.({ data: '{not json', lastEventId: '8' } as MessageEvent<string>);
  expect(stale()).toMatchObject({ groupB: false, community: false });
  stop();
  expect(sources[0]!.closed).toBe(true);
});

it('a resync refreshes everything', () => {
  const { sources, stale, stop } = setup();
  sources[0]!.emit('5', { kind: 'resync' });
  expect(Object.values(stale())).toEqual([true, true, true, true]);
  stop();
});

it('a stream closed for good is opened again after a while, resuming after the last event seen', async () => {
  const { sources, stop } = setup();
  sources[0]!.emit('41', { kind: 'notices' });
  // A passing drop: the browser reconnects by itself (CONNECTING).
  sources[0]!.readyState = 0;
  sources[0]!.onerror?.();
  await new Promise((r) => setTimeout(r, 30));
  expect(sources).toHaveLength(1);
  // Refused (an error status): closed for good.
  sources[0]!.readyState = 2;
  sources[0]!.onerror?.();
  await new Promise((r) => setTimeout(r, 30));
  expect(sources).toHaveLength(2);
  expect(sources[1]!.url).toBe('/api/events?lastEventId=41');
  stop();
  expect(sources[1]!.closed).toBe(true);
});
