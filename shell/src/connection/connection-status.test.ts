import { ApiError, NetworkError } from '@afterwork/shell-sdk';
import { isOutage } from './connection-status';

describe('what counts as "we can\'t reach Afterwork"', () => {
  it('is no answer at all, or a gateway or outage status', () => {
    expect(isOutage(new NetworkError())).toBe(true);
    expect(isOutage(new ApiError(503, 'Service unavailable'))).toBe(true);
    expect(isOutage(new ApiError(502, 'Bad gateway'))).toBe(true);
  });
  it('is not an ordinary refusal or a missing page', () => {
    expect(isOutage(new ApiError(401, 'Please sign in'))).toBe(false);
    expect(isOutage(new ApiError(404, 'Not found'))).toBe(false);
    expect(isOutage(new ApiError(500, 'Something went wrong'))).toBe(false);
    expect(isOutage(new Error('boom'))).toBe(false);
  });
});
