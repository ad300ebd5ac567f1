import { createDecipheriv, createECDH, hkdfSync, randomBytes } from 'node:crypto';
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import https from 'node:https';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';

/** One push as the receiver got it: the headers, and the payload decrypted with the device's keys. */
export interface ReceivedPush {
  device: string;
  headers: Record<string, string | string[] | undefined>;
  text: string;
}

/**
 * A local push service for tests (no outside one is reachable here): HTTPS on 127.0.0.1 with a certificate made for
 * the run, one endpoint per device (`/push/<name>`). Each device has its own P-256 key pair and auth secret, as a
 * browser's PushSubscription does; what arrives is decrypted here (RFC 8291 / RFC 8188, aes128gcm) with them.
 * A device listed in `gone` answers 410, as a push service does for an unsubscribed browser.
 */
export async function startPushReceiver() {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'aw-push-'));
  execFileSync('openssl', ['req', '-x509', '-newkey', 'ec', '-pkeyopt', 'ec_paramgen_curve:prime256v1', '-nodes', '-days', '1', '-subj', '/CN=127.0.0.1', '-addext', 'subjectAltName=IP:127.0.0.1',
    '-keyout', path.join(dir, 'key.pem'), '-out', path.join(dir, 'cert.pem')], { stdio: 'ignore' });
  const devices = new Map<string, { ecdh: ReturnType<typeof createECDH>; auth: Buffer }>();
  const received: ReceivedPush[] = [];
  const gone = new Set<string>();

  const decrypt = (device: string, body: Buffer): string => {
    const d = devices.get(device)!;
    const salt = body.subarray(0, 16);
    const idlen = body[20]!;
    const senderPublic = body.subarray(21, 21 + idlen);
    const record = body.subarray(21 + idlen);
    const secret = d.ecdh.computeSecret(senderPublic);
    const keyInfo = Buffer.concat([Buffer.from('WebPush: info\0'), d.ecdh.getPublicKey(), senderPublic]);
    const ikm = Buffer.from(hkdfSync('sha256', secret, d.auth, keyInfo, 32));
    const cek = Buffer.from(hkdfSync('sha256', ikm, salt, Buffer.from('Content-Encoding: aes128gcm\0'), 16));
    const nonce = Buffer.from(hkdfSync('sha256', ikm, salt, Buffer.from('Content-Encoding: nonce\0'), 12));
    const decipher = createDecipheriv('aes-128-gcm', cek, nonce);
    decipher.setAuthTag(record.subarray(record.length - 16));
    const plain = Buffer.concat([decipher.update(record.subarray(0, record.length - 16)), decipher.final()]);
    // The last record ends with the delimiter 0x02, then any padding zeros.
    let end = plain.length - 1;
    while (end >= 0 && plain[end] === 0) end -= 1;
    if (plain[end] !== 2) throw new Error('push: no padding delimiter');
    return plain.subarray(0, end).toString('utf8');
  };

  const server = https.createServer({ key: readFileSync(path.join(dir, 'key.pem')), cert: readFileSync(path.join(dir, 'cert.pem')) }, (req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const device = decodeURIComponent((req.url ?? '').replace(/^\/push\//, ''));
      if (!devices.has(device) || gone.has(device)) {
        res.writeHead(410).end('gone');
        return;
      }
      received.push({ device, headers: req.headers, text: decrypt(device, Buffer.concat(chunks)) });
      res.writeHead(201).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const origin = `https://127.0.0.1:${(server.address() as AddressInfo).port}`;

  return {
    received,
    gone,
    /** A new device: what its browser's PushSubscription.toJSON() would give. */
    device(name: string) {
      const ecdh = createECDH('prime256v1');
      ecdh.generateKeys();
      const auth = randomBytes(16);
      devices.set(name, { ecdh, auth });
      return { endpoint: `${origin}/push/${encodeURIComponent(name)}`, keys: { p256dh: ecdh.getPublicKey().toString('base64url'), auth: auth.toString('base64url') } };
    },
    /** Trusts the run's own certificate only. */
    agent: () => new https.Agent({ ca: readFileSync(path.join(dir, 'cert.pem')) }),
    close: async () => {
      await new Promise<void>((resolve) => server.close(() => resolve()));
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
