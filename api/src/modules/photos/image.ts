import sharp from 'sharp';
import { PHOTO_MESSAGES, PHOTO_SIZE } from '@afterwork/contracts/photos';
import { HttpError, badRequest } from '../../platform/errors';

/**
 * Turning an upload into the stored photo (issue 19 §7). The type is read from the file's own first bytes,
 * never from its name or the Content-Type a browser guessed. JPEG and PNG are decoded by sharp; HEIC (HEVC in
 * a HEIF box) by heic-decode, because sharp's prebuilt libvips carries libheif with the AV1 codec only (AVIF):
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
}

export interface ProcessedPhoto {
  jpeg: Buffer;
  width: number;
  height: number;
  from: PhotoKind;
}

type HeicDecode = typeof import('heic-decode');
type HeicImage = Awaited<ReturnType<HeicDecode['all']>>[number];

// Loaded on first use: libheif's JavaScript build (WebAssembly) is large and most requests never need it.
let heic: Promise<HeicDecode> | undefined;
const heicDecoder = () => (heic ??= import('heic-decode').then((m) => ((m as { default?: HeicDecode }).default ?? (m as unknown as HeicDecode))));

const tooManyPixels = (w: number, h: number, limits: PhotoLimits) => new HttpError(413, PHOTO_MESSAGES.tooManyPixels(w * h, limits.maxPixels));

/** Checks and converts an upload; throws an HttpError with the member's message when it cannot be used. */
export async function processPhoto(buf: Buffer, limits: PhotoLimits): Promise<ProcessedPhoto> {
  if (buf.length === 0) throw badRequest(PHOTO_MESSAGES.empty);
  if (buf.length > limits.maxBytes) throw new HttpError(413, PHOTO_MESSAGES.tooLarge(limits.maxBytes));
  const sniffed = sniffPhoto(buf);
  if (!sniffed.kind) throw new HttpError(415, PHOTO_MESSAGES.wrongType(sniffed.found));

  let input: ReturnType<typeof sharp>;
  if (sniffed.kind === 'heic') {
    let image: HeicImage | undefined;
    try {
      [image] = await (await heicDecoder()).all({ buffer: buf });
    } catch {
      throw badRequest(PHOTO_MESSAGES.unreadable);
    }
    if (!image) throw badRequest(PHOTO_MESSAGES.unreadable);
    // The size is in the file's header: refuse before decoding (a decoded 48 MP photo is 190 MB of pixels).
    if (image.width * image.height > limits.maxPixels) throw tooManyPixels(image.width, image.height, limits);
    let raw: Awaited<ReturnType<HeicImage['decode']>>;
    try {
      raw = await image.decode();
    } catch {
      throw badRequest(PHOTO_MESSAGES.unreadable);
    }
    // libheif has already turned the picture upright (the HEIF 'irot' box): nothing to rotate.
    input = sharp(Buffer.from(raw.data.buffer, raw.data.byteOffset, raw.data.byteLength), {
      raw: { width: raw.width, height: raw.height, channels: 4 },
    });
  } else {
    let meta: Awaited<ReturnType<ReturnType<typeof sharp>['metadata']>>;
    try {
      meta = await sharp(buf, { limitInputPixels: false }).metadata();
    } catch {
      throw badRequest(PHOTO_MESSAGES.unreadable);
    }
    if (!meta.width || !meta.height) throw badRequest(PHOTO_MESSAGES.unreadable);
    if (meta.width * meta.height > limits.maxPixels) throw tooManyPixels(meta.width, meta.height, limits);
    // rotate(): turn it as the camera's Orientation tag says, before that tag is dropped with the rest.
    input = sharp(buf, { limitInputPixels: limits.maxPixels, failOn: 'error' }).rotate();
  }

  try {
    const { data, info } = await input
      .resize(PHOTO_SIZE, PHOTO_SIZE, { fit: 'cover', position: 'attention' })
      .flatten({ background: '#ffffff' })
      .jpeg({ quality: 82, mozjpeg: true })
      .toBuffer({ resolveWithObject: true });
    return { jpeg: data, width: info.width, height: info.height, from: sniffed.kind };
  } catch {
    throw badRequest(PHOTO_MESSAGES.unreadable);
  }
}
