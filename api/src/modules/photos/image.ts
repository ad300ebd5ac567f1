import { PHOTO_MESSAGES, PHOTO_SIZE } from '@afterwork/contracts/photos';
import { HttpError, badRequest } from '../../platform/errors';
import { DecoderBusy, type DecodeResult, type PhotoDecoder } from './decoder';

/** Every decoder thread is busy and the queue is full (issue 32 finding 2). */
export const PHOTO_BUSY = 'Many photos are being uploaded just now. Please try again in a minute.';
const serviceUnavailable = (message: string, retryAfterSeconds: number) => new HttpError(503, message, { headers: { 'Retry-After': String(retryAfterSeconds) } });

/**
 * Turning an upload into the stored photo (issue 19 §7). The type is read from the file's own first bytes,
 * never from its name or the Content-Type a browser guessed. The pixels are handled on the decoder's threads
 * (decode-worker.cjs, issue 32 finding 2): JPEG and PNG are decoded by sharp; HEIC (HEVC in a HEIF box) by
 * heic-decode, because sharp's prebuilt libvips carries libheif with the AV1 codec only (AVIF):
 * `sharp.format.heif.input.fileSuffix` is ['.avif'] (see docs/architecture.md). The result is a square JPEG
 * with no metadata at all: sharp writes none unless asked, so GPS position, camera and time are gone.
 */

export type PhotoKind = 'jpeg' | 'png' | 'heic';

const HEIC_BRANDS = new Set(['heic', 'heix', 'hevc', 'hevx', 'heim', 'heis', 'hevm', 'hevs']);
const OTHER = new Map<string, string>([
  ['GIF8', 'a GIF image'],
  ['RIFF', 'a WebP image or another RIFF file'],
  ['%PDF', 'a PDF document'],
  ['PK\u0003\u0004', 'a ZIP archive or an office document'],
  ['BM', 'a BMP image'],
  ['<svg', 'an SVG drawing'],
  ['<?xm', 'an XML or SVG file'],
]);

/** What the bytes are: one of ours, or a plain description of what they are instead. */
export function sniffPhoto(buf: Buffer): { kind: PhotoKind } | { kind: null; found: string } {
  if (buf.length >= 3 && buf[0] === 0xff && buf[1] === 0xd8 && buf[2] === 0xff) return { kind: 'jpeg' };
  if (buf.length >= 8 && buf.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))) return { kind: 'png' };
  if (buf.length >= 12 && buf.toString('latin1', 4, 8) === 'ftyp') {
    const size = Math.min(buf.readUInt32BE(0), buf.length, 64);
    const brands = [buf.toString('latin1', 8, 12)];
    for (let o = 16; o + 4 <= size; o += 4) brands.push(buf.toString('latin1', o, o + 4));
    if (brands.some((b) => HEIC_BRANDS.has(b))) return { kind: 'heic' };
    if (brands.includes('avif')) return { kind: null, found: 'an AVIF image' };
    if (brands.some((b) => b.startsWith('qt') || b.startsWith('mp4') || b === 'isom')) return { kind: null, found: 'a video' };
  }
  const head = buf.toString('latin1', 0, 4);
  for (const [magic, what] of OTHER) if (head.startsWith(magic)) return { kind: null, found: what };
  return { kind: null, found: 'not an image we can read' };
}

export interface PhotoLimits {
  maxBytes: number;
  maxPixels: number;
  /** For HEIC, which decodes slowly (libheif in WebAssembly, one thread): a lower limit (issue 32 finding 2). */
  maxPixelsHeic: number;
}

export interface ProcessedPhoto {
  jpeg: Buffer;
  width: number;
  height: number;
  from: PhotoKind;
}

const tooManyPixels = (w: number, h: number, max: number) => new HttpError(413, PHOTO_MESSAGES.tooManyPixels(w * h, max));

/**
 * Checks and converts an upload; throws an HttpError with the member's message when it cannot be used. The bytes are
 * checked here (size, type); everything that touches pixels runs on the decoder's threads (decoder.ts).
 */
export async function processPhoto(
  buf: Buffer, limits: PhotoLimits, decoder: Pick<PhotoDecoder, 'decode'>, shape: { size: number; fit: 'cover' | 'inside' } = { size: PHOTO_SIZE, fit: 'cover' },
): Promise<ProcessedPhoto> {
  if (buf.length === 0) throw badRequest(PHOTO_MESSAGES.empty);
  if (buf.length > limits.maxBytes) throw new HttpError(413, PHOTO_MESSAGES.tooLarge(limits.maxBytes));
  const sniffed = sniffPhoto(buf);
  if (!sniffed.kind) throw new HttpError(415, PHOTO_MESSAGES.wrongType(sniffed.found));
  const maxPixels = sniffed.kind === 'heic' ? Math.min(limits.maxPixels, limits.maxPixelsHeic) : limits.maxPixels;
  let result: DecodeResult;
  try {
    // A copy of its own, handed over to the thread (never the pooled memory small Buffers share).
    const bytes = new Uint8Array(buf);
    result = await decoder.decode({ bytes, kind: sniffed.kind, maxPixels, size: shape.size, fit: shape.fit });
  } catch (err) {
    if (err instanceof DecoderBusy) throw serviceUnavailable(PHOTO_BUSY, 30);
    throw err;
  }
  if (!result.ok) {
    if (result.reason === 'pixels') throw tooManyPixels(result.width, result.height, maxPixels);
    throw badRequest(PHOTO_MESSAGES.unreadable);
  }
  return { jpeg: Buffer.from(result.jpeg.buffer, result.jpeg.byteOffset, result.jpeg.byteLength), width: result.width, height: result.height, from: sniffed.kind };
}
