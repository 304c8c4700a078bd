type Waiting<V> = { resolve: (value: V | undefined) => void; reject: (error: unknown) => void };

/**
 * One read for the keys asked for in one tick: `get(key)` calls made together (a claimed batch of
 * jobs started in one loop) share a single `load` of their distinct keys. A key `load` does not
 * answer resolves to undefined; a failed load rejects every caller of its tick.
 */
export function batchedByTick<K, V>(load: (keys: K[]) => Promise<Map<K, V>>) {
  let asked: Map<K, Waiting<V>[]> | null = null;

  async function readAsked() {
    const batch = asked!;
    asked = null;
    try {
      const found = await load([...batch.keys()]);
      for (const [key, waiting] of batch) for (const { resolve } of waiting) resolve(found.get(key));
    } catch (error) {
      for (const waiting of batch.values()) for (const { reject } of waiting) reject(error);
    }
  }

  return (key: K) =>
    new Promise<V | undefined>((resolve, reject) => {
      if (!asked) {
        asked = new Map();
        queueMicrotask(() => void readAsked());
      }
      const waiting = asked.get(key) ?? [];
      waiting.push({ resolve, reject });
      asked.set(key, waiting);
    });
}
