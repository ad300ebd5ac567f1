// Profile photos (issue 19 §7): what may be uploaded and what the member is told. Zod-free.

/** What the file picker offers (phones send HEIC as image/heic or image/heif, some with no type at all). */
export const PHOTO_ACCEPT = 'image/jpeg,image/png,image/heic,image/heif,.jpg,.jpeg,.png,.heic,.heif';
export const PHOTO_DEFAULT_MAX_MB = 15;
/** A post's photo (issue 30): a JPEG at most this many pixels on its longer side, its shape kept. */
export const POST_PHOTO_SIZE = 1280;
/** The words that describe a post's photo for those who cannot see it (its alt text). */
export const POST_PHOTO_ALT_MAX = 250;

export const POST_PHOTO_MESSAGES = {
  altTooLong: `Please describe the photo in at most ${POST_PHOTO_ALT_MAX} characters.`,
  onlyAuthor: 'Only the person who wrote this post can change its photo.',
  added: 'Your photo is on your post.',
  removed: 'The photo has been taken off your post.',
  notFound: 'This photo is not there any more.',
  tooMany: 'You have added several photos in the last hour.',
} as const;

/** The stored photo: a square JPEG this many pixels a side. */
export const PHOTO_SIZE = 512;

const mb = (bytes: number) => `${Math.round((bytes / (1024 * 1024)) * 10) / 10} MB`;
const mp = (pixels: number) => `${Math.round(pixels / 100_000) / 10} megapixels`;

export const PHOTO_MESSAGES = {
  empty: 'Please choose a photo to upload.',
  wrongType: (found: string) =>
    `Please choose a photo in JPEG, PNG or HEIC format (the kinds phones and cameras make). This file is ${found}.`,
  tooLarge: (maxBytes: number) => `This photo is too large. Please choose one smaller than ${mb(maxBytes)}.`,
  tooManyPixels: (pixels: number, maxPixels: number) =>
    `This photo has too many pixels (${mp(pixels)}). Please choose one of at most ${mp(maxPixels)}.`,
  unreadable: 'This photo could not be read. It may be damaged. Please try another one.',
  uploaded: 'Your new photo is on your profile.',
  removed: 'Your photo has been removed.',
} as const;
