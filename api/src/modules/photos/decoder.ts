import path from 'node:path';
import { Piscina } from 'piscina';
import type { PhotoKind } from './image';

/** What the decoder thread answers (decode-worker.cjs). */
export type DecodeResult =
  | { ok: true; jpeg: Uint8Array; width: number; height: number }
  | { ok: false; reason: 'unreadable' }
  | { ok: false; reason: 'pixels'; width: number; height: number };

export interface DecodeTask {
  bytes: Uint8Array;
  kind: PhotoKind;
  maxPixels: number;
  size: number;
  /** 'cover' (default): a square, as a profile photo; 'inside': the photo's own shape, at most `size` a side. */
  fit?: 'cover' | 'inside';
}

export interface PhotoDecoder {
  decode(task: DecodeTask): Promise<DecodeResult>;
  /** Decodes waiting for a thread (the queue is capped: over it, an upload is told to try again). */
  readonly waiting: number;
  close(): Promise<void>;
}

/** The queue of decodes waiting for a thread is full: the upload is refused (503) instead of piling up. */
export class DecoderBusy extends Error {
  constructor() {
    super('photo decoder busy');
    this.name = 'DecoderBusy';
  }
}

/**
 * The photo decoder (issue 32 finding 2): a pool of worker threads (piscina) that turn uploads into the stored
 * JPEG, at most `threads` at a time, so decoding never runs on the API's event loop (a 47 KB 8000×6000 HEIC had
 * stalled every request 1.2 s) and never takes every core. Threads start on the first upload and end after
 * `idleMs` without work. At most `maxQueue` decodes wait; more are refused at once.
 */
export function createPhotoDecoder(opts: { threads: number; maxQueue: number; idleMs?: number }): PhotoDecoder {
  let pool: Piscina | undefined;
  const get = () =>
    (pool ??= new Piscina({
      filename: path.join(__dirname, 'decode-worker.cjs'),
      minThreads: 0,
      maxThreads: opts.threads,
      maxQueue: opts.maxQueue,
      idleTimeout: opts.idleMs ?? 10_000,
      // A worker runs only this file: no tsx or jest loader in the thread.
      execArgv: [],
      // Below the API's own thread in the scheduler's eyes: on a busy machine requests go first, decodes wait.
      niceIncrement: 10,
    }));
  return {
    async decode(task) {
      const p = get();
      if (p.queueSize >= opts.maxQueue) throw new DecoderBusy();
      return (await p.run(task, { transferList: [task.bytes.buffer as ArrayBuffer] })) as DecodeResult;
    },
    get waiting() {
      return pool?.queueSize ?? 0;
    },
    async close() {
      const p = pool;
      pool = undefined;
      await p?.close({ force: true });
    },
  };
}
