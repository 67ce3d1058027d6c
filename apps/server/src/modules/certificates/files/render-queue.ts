/**
 * Renders wait their turn, a few at a time: drawing is CPU work on the one thread, so
 * more at once only adds memory (each PDF holds its fonts' tables while it subsets them;
 * 2,000 renderings started together ran the bench out of heap). The same file asked for
 * twice while it is being drawn is drawn once, both askers getting it.
 */
const CONCURRENT_RENDERS = 2;
let active = 0;
const waiting: (() => void)[] = [];
const inFlight = new Map<string, Promise<Uint8Array>>();

async function turn<T>(task: () => Promise<T>): Promise<T> {
  if (active >= CONCURRENT_RENDERS) await new Promise<void>((resolve) => waiting.push(resolve));
  active++;
  try {
    return await task();
  } finally {
    active--;
    waiting.shift()?.();
  }
}

export function renderOnce(key: string, render: () => Promise<Uint8Array>): Promise<Uint8Array> {
  let pending = inFlight.get(key);
  if (!pending) {
    pending = turn(render).finally(() => inFlight.delete(key));
    inFlight.set(key, pending);
  }
  return pending;
}
