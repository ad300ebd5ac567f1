// Async boundary (see shell/src/index.ts). Running on its own, the remote mounts in the dev harness.
import('./standalone');
