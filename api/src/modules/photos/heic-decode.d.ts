// heic-decode ships no types: the two calls used here (modules/photos/image.ts).
declare module 'heic-decode' {
  interface DecodedImage { width: number; height: number; data: Uint8ClampedArray }
  interface HeicImage { width: number; height: number; decode(): Promise<DecodedImage> }
  function decode(input: { buffer: ArrayBufferLike | Uint8Array }): Promise<DecodedImage>;
  namespace decode {
    function all(input: { buffer: ArrayBufferLike | Uint8Array }): Promise<HeicImage[]>;
  }
  export = decode;
}
