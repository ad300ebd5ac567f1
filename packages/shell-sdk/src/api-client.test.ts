/**
 * @jest-environment node
 */
import { ApiError, NetworkError, api, apiGetOr, apiRequest, errorText, isApiError, lastApiAnswerAt } from './api-client';

type Call = { url: string; init: RequestInit };
let calls: Call[] = [];

/** The next answers of fetch, in order: a Response, or an Error to throw (the network). */
function answer(...responses: Array<Response | Error>) {
  calls = [];
  let i = 0;
  globalThis.fetch = jest.fn(async (url: string | URL | Request, init?: RequestInit) => {
    calls.push({ url: String(url), init: init ?? {} });
    const next = responses[Math.min(i++, responses.length - 1)]!;
    if (next instanceof Error) throw next;
    return next;
  }) as typeof fetch;
}
const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

describe('apiRequest', () => {
  it('sends credentials and JSON, and reads the JSON answer', async () => {
    answer(json(201, { id: 7 }));
    await expect(apiRequest('/api/groups', { method: 'POST', body: { name: 'Walkers' } })).resolves.toEqual({ id: 7 });
    const { url, init } = calls[0]!;
    expect(url).toBe('/api/groups');
    expect(init.method).toBe('POST');
    expect(init.credentials).toBe('include');
    expect(init.headers).toEqual({ Accept: 'application/json', 'Content-Type': 'application/json' });
    expect(init.body).toBe('{"name":"Walkers"}');
  });

  it('sends no content type without a body, and gives undefined for a 204', async () => {
    answer(new Response(null, { status: 204 }));
    await expect(api.delete('/api/groups/1/members/2')).resolves.toBeUndefined();
    expect(calls[0]!.init.headers).toEqual({ Accept: 'application/json' });
    expect(calls[0]!.init.body).toBeUndefined();
  });

  it("turns an error answer into an ApiError with the API's words and field messages", async () => {
    answer(json(400, { error: { message: 'Please check the form', fields: { email: 'Please enter a valid email address' } } }));
    const err = await apiRequest('/api/register', { method: 'POST', body: {} }).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(ApiError);
    expect(err).toMatchObject({ status: 400, serverMessage: 'Please check the form', fields: { email: 'Please enter a valid email address' } });
    expect((err as ApiError).message).toBe('400: Please check the form');
    expect(isApiError(err, 400)).toBe(true);
    expect(isApiError(err, 401)).toBe(false);
    expect(errorText(err)).toBe('Please check the form');
  });

  it('keeps a text answer that is not JSON as the message', async () => {
    answer(new Response('Bad gateway', { status: 502 }));
    const err = await apiRequest('/api/health').catch((e: unknown) => e);
    expect(err).toMatchObject({ status: 502, serverMessage: 'Bad gateway' });
  });

  it('says the site cannot be reached when the network fails, but lets an abort through', async () => {
    answer(new TypeError('Failed to fetch'));
    const err = await apiRequest('/api/user').catch((e: unknown) => e);
    expect(err).toBeInstanceOf(NetworkError);
    expect(errorText(err)).toBe("We can't reach Afterwork right now. Please check your connection and try again.");
    const abort = Object.assign(new Error('aborted'), { name: 'AbortError' });
    answer(abort);
    await expect(apiRequest('/api/user')).rejects.toBe(abort);
  });

  it('checks the answer against a schema when given one', async () => {
    answer(json(200, { id: 'seven' }));
    const schema = { parse: (v: unknown) => { if (typeof (v as { id: unknown }).id !== 'number') throw new Error('bad shape'); return v; } };
    await expect(apiRequest('/api/groups/7', { schema: schema as never })).rejects.toThrow('bad shape');
  });

  it('notes when the API last answered, whatever the status', async () => {
    answer(json(500, { error: { message: 'Oops' } }));
    const before = Date.now();
    await apiRequest('/api/health').catch(() => undefined);
    expect(lastApiAnswerAt()).toBeGreaterThanOrEqual(before);
  });

  it('gives a plain fallback for an error that is not the API\'s', () => {
    expect(errorText(new Error('boom'))).toBe('Something went wrong. Please try again.');
    expect(errorText(new Error('boom'), 'Not saved.')).toBe('Not saved.');
  });
});

describe("apiGetOr: '401 means nobody'", () => {
  it('answers nobody for a 401, and the answer otherwise', async () => {
    answer(json(401, { error: { message: 'Authentication required' } }));
    await expect(apiGetOr('/api/activities/3/attendees', null)).resolves.toBeNull();
    answer(json(200, [{ id: 1 }]));
    await expect(apiGetOr('/api/activities/3/attendees', null)).resolves.toEqual([{ id: 1 }]);
  });

  it('lets other refusals through unless they are listed', async () => {
    answer(json(403, { error: { message: 'Forbidden' } }));
    await expect(apiGetOr('/api/resources', [])).rejects.toMatchObject({ status: 403 });
    answer(json(403, { error: { message: 'Forbidden' } }));
    await expect(apiGetOr('/api/resources', [], { statuses: [401, 403] })).resolves.toEqual([]);
    answer(json(500, { error: { message: 'Oops' } }));
    await expect(apiGetOr('/api/resources', [], { statuses: [401, 403] })).rejects.toMatchObject({ status: 500 });
  });

  it("with 'any', every failure is nobody (lists the spec wants empty on failure), but not an abort", async () => {
    answer(new TypeError('Failed to fetch'));
    await expect(apiGetOr('/api/users/1/groups', [], { statuses: 'any' })).resolves.toEqual([]);
    answer(json(500, {}));
    await expect(apiGetOr('/api/users/1/groups', [], { statuses: 'any' })).resolves.toEqual([]);
    const abort = Object.assign(new Error('aborted'), { name: 'AbortError' });
    answer(abort);
    await expect(apiGetOr('/api/users/1/groups', [], { statuses: 'any' })).rejects.toBe(abort);
  });
});
