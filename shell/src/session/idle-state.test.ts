import { idleState, minutesLeftText, WARN_BEFORE_MS } from './idle-state';

const HOUR = 60 * 60_000;

describe("the 'stay signed in?' warning", () => {
  it('stays quiet while the member is active', () => {
    expect(idleState(10 * 60_000, 0, 2 * HOUR)).toBe('active');
  });
  it('warns five minutes before an idle session ends', () => {
    expect(idleState(2 * HOUR - WARN_BEFORE_MS, 0, 2 * HOUR)).toBe('warn');
    expect(idleState(2 * HOUR - 1, 0, 2 * HOUR)).toBe('warn');
  });
  it('knows when the session has ended', () => {
    expect(idleState(2 * HOUR, 0, 2 * HOUR)).toBe('expired');
  });
  it("never warns for a 'Remember me' session", () => {
    expect(idleState(29 * 24 * HOUR, 0, 30 * 24 * HOUR)).toBe('active');
  });
  it('says the time left in plain words', () => {
    expect(minutesLeftText(4.5 * 60_000)).toBe('4 minutes');
    expect(minutesLeftText(60_000)).toBe('1 minute');
    expect(minutesLeftText(20_000)).toBe('less than a minute');
  });
});
