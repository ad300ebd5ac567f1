// The photo decoder's worker thread (issue 32 finding 2): everything that touches an upload's pixels runs here, in a
// pool of threads with a cap (photos/decoder.ts, piscina), never on the API's event loop. libheif's WebAssembly
// decoder (HEIC) is single-threaded JavaScript: a 12-megapixel photo kept the API from answering for seconds.
// Plain CommonJS, so the same file runs under node, tsx and jest without a compile step.
'use strict';
const sharp = require('sharp');

// One libvips thread per decode (the pool's cap is the cap: PHOTO_DECODE_THREADS), not one per core.
sharp.concurrency(1);

/** libheif's JavaScript build (large), loaded on a thread's first HEIC. */
let heic;
const heicDecoder = () => (heic ??= import('heic-decode').then((m) => m.default ?? m));

const fail = (reason, extra) => ({ ok: false, reason, ...extra });

/**
 * { bytes: Uint8Array, kind: 'jpeg' | 'png' | 'heic', maxPixels, size } → { ok: true, jpeg, width, height } (a `size`
 * px square JPEG) or
 * { ok: false, reason: 'unreadable' } / { ok: false, reason: 'pixels', width, height } (refused before decoding).
 */
module.exports = async function decodePhoto({ bytes, kind, maxPixels, size, fit }) {
  const buf = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  let input;
  if (kind === 'heic') {
    let image;
    try {
      [image] = await (await heicDecoder()).all({ buffer: buf });
    } catch {
      return fail('unreadable');
    }
    if (!image) return fail('unreadable');
    // The size is in the file's header: refuse before decoding (a decoded 48 MP photo is 190 MB of pixels).
    if (image.width * image.height > maxPixels) return fail('pixels', { width: image.width, height: image.height });
    let raw;
    try {
      raw = await image.decode();
    } catch {
      return fail('unreadable');
    }
    // libheif has already turned the picture upright (the HEIF 'irot' box): nothing to rotate.
    input = sharp(Buffer.from(raw.data.buffer, raw.data.byteOffset, raw.data.byteLength), { raw: { width: raw.width, height: raw.height, channels: 4 } });
  } else {
    let meta;
    try {
      meta = await sharp(buf, { limitInputPixels: false }).metadata();
    } catch {
      return fail('unreadable');
    }
    if (!meta.width || !meta.height) return fail('unreadable');
    if (meta.width * meta.height > maxPixels) return fail('pixels', { width: meta.width, height: meta.height });
    // rotate(): turn it as the camera's Orientation tag says, before that tag is dropped with the rest.
    input = sharp(buf, { limitInputPixels: maxPixels, failOn: 'error' }).rotate();
  }
  try {
    // No metadata is written unless asked: GPS position, camera and time are gone.
    const { data, info } = await input
      // A profile photo is a square ('cover'); a post's photo keeps its shape, no larger than `size` ('inside').
      .resize(size, size, fit === 'inside' ? { fit: 'inside', withoutEnlargement: true } : { fit: 'cover', position: 'attention' })
      .flatten({ background: '#ffffff' })
      .jpeg({ quality: 82, mozjpeg: true })
      .toBuffer({ resolveWithObject: true });
    return { ok: true, jpeg: new Uint8Array(data.buffer, data.byteOffset, data.byteLength), width: info.width, height: info.height };
  } catch {
    return fail('unreadable');
  }
};
