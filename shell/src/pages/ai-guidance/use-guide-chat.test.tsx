import { act, renderHook } from '@testing-library/react';
import type { GuideAnswer } from '@afterwork/contracts/guide';
import { isSendable, TYPING_MS, useGuideChat } from './use-guide-chat';

const answer = (reply: string): GuideAnswer => ({
  reply,
  suggestions: [{ kind: 'community', id: 7, title: 'Bristol Gardeners', detail: 'Bristol, UK', startDate: null, href: '/communities/7' }],
  matchedTerms: ['gardening'],
  noMatch: false,
});

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

describe('chat send rules', () => {
  it('blank or whitespace-only messages are not sendable', () => {
    expect(isSendable('')).toBe(false);
    expect(isSendable('   \n\t ')).toBe(false);
    expect(isSendable(' hi ')).toBe(true);
  });

  it('does not send a blank message (nothing appended, no request)', () => {
    const ask = jest.fn();
    const { result } = renderHook(() => useGuideChat({ ask, greeting: 'Hello!' }));
    let taken = true;
    act(() => {
      taken = result.current.send('    ');
    });
    expect(taken).toBe(false);
    expect(ask).not.toHaveBeenCalled();
    expect(result.current.messages).toHaveLength(1);
    expect(result.current.typing).toBe(false);
  });

  it('appends the trimmed message, shows typing for 1500 ms, then appends the reply', async () => {
    const ask = jest.fn().mockResolvedValue(answer('I found Bristol Gardeners.'));
    const { result } = renderHook(() => useGuideChat({ ask }));
    let taken = false;
    act(() => {
      taken = result.current.send('  gardening please  ');
    });
    expect(taken).toBe(true);
    expect(ask).toHaveBeenCalledWith('gardening please');
    expect(result.current.messages.map((m) => [m.from, m.text])).toEqual([['user', 'gardening please']]);
    expect(result.current.typing).toBe(true);

    // The answer is ready at once, but the indicator stays for the full 1500 ms.
    await act(async () => {
      await jest.advanceTimersByTimeAsync(TYPING_MS - 1);
    });
    expect(result.current.typing).toBe(true);
    expect(result.current.messages).toHaveLength(1);

    await act(async () => {
      await jest.advanceTimersByTimeAsync(1);
    });
    expect(result.current.typing).toBe(false);
    expect(result.current.messages[1]).toMatchObject({ from: 'guide', text: 'I found Bristol Gardeners.' });
    expect(result.current.messages[1].suggestions?.[0].href).toBe('/communities/7');
  });

  it('one question at a time: a second send while typing is refused', async () => {
    const ask = jest.fn().mockResolvedValue(answer('ok'));
    const { result } = renderHook(() => useGuideChat({ ask }));
    act(() => {
      result.current.send('first');
    });
    let second = true;
    act(() => {
      second = result.current.send('second');
    });
    expect(second).toBe(false);
    await act(async () => {
      await jest.advanceTimersByTimeAsync(TYPING_MS);
    });
    act(() => {
      second = result.current.send('second');
    });
    expect(second).toBe(true);
  });

  it('a failed request becomes a friendly reply, after the same delay', async () => {
    const ask = jest.fn().mockRejectedValue(new Error('offline'));
    const { result } = renderHook(() => useGuideChat({ ask, describeError: () => 'Please check your connection.' }));
    act(() => {
      result.current.send('walking');
    });
    await act(async () => {
      await jest.advanceTimersByTimeAsync(TYPING_MS);
    });
    expect(result.current.messages[1]).toMatchObject({ from: 'guide', failed: true, text: "Sorry, I couldn't answer just now. Please check your connection." });
  });
});
