import { createHmac } from 'node:crypto';
import { createCookieSigner } from '../../src/http/cookie-signer';

/** Keygrip's own recipe (keygrip/index.js): HMAC-SHA1, base64 with / + = replaced. Cookies it signed stay valid. */
const keygripSign = (data: string, key: string) =>
  createHmac('sha1', key).update(data).digest('base64').replace(/\/|\+|=/g, (x) => ({ '/': '_', '+': '-', '=': '' })[x]!);

describe('the session cookie signer', () => {
  const data = 'afterwork.sid=089ff069-2aeb-4f01-bf80-a063d2744be9';

  it("signs as Keygrip did, so a cookie issued before the change still signs its member in", () => {
    const signer = createCookieSigner(['first-secret-0123456789']);
    for (const d of [data, '', 'x'.repeat(500), 'é ünïcode']) {
      expect(signer.sign(d)).toBe(keygripSign(d, 'first-secret-0123456789'));
      expect(signer.verify(d, keygripSign(d, 'first-secret-0123456789'))).toBe(true);
    }
  });

  it('refuses a changed value, a changed or shortened signature, and another secret', () => {
    const signer = createCookieSigner(['first-secret-0123456789']);
    const sig = signer.sign(data);
    expect(signer.verify(data.replace('089f', '089e'), sig)).toBe(false);
    expect(signer.verify(data, sig.slice(0, -1) + (sig.endsWith('A') ? 'B' : 'A'))).toBe(false);
    expect(signer.verify(data, sig.slice(0, -2))).toBe(false);
    expect(signer.verify(data, '')).toBe(false);
    expect(signer.verify(data, keygripSign(data, 'another-secret'))).toBe(false);
  });

  it('signs with the first secret and accepts every listed one (rotation), telling which', () => {
    const signer = createCookieSigner(['new-secret', 'old-secret']);
    expect(signer.sign(data)).toBe(keygripSign(data, 'new-secret'));
    expect(signer.index(data, keygripSign(data, 'new-secret'))).toBe(0);
    expect(signer.index(data, keygripSign(data, 'old-secret'))).toBe(1);
    expect(signer.index(data, keygripSign(data, 'unknown'))).toBe(-1);
    expect(() => createCookieSigner([])).toThrow();
  });
});
