/**
 * Runs of `compute` shared by the callers that ask for the same key at about the same time, each answer
 * still computed after its caller asked: while a run is going, callers wait for the next one, which all of
 * them share and which starts when the current one ends. So a key has at most one run going and one
 * waiting, however many ask; a burst of N callers costs two runs instead of N, and nobody is answered
 * from a run that began before a write it has been told about (the dashboard after a live event).
 */
export function sharedRuns<K, V>(compute: (key: K) => Promise<V>): (key: K) => Promise<V> {
  const running = new Map<K, Promise<V>>();
  const waiting = new Map<K, Promise<V>>();

  const start = (key: K): Promise<V> => {
    const run = compute(key).finally(() => {
      if (running.get(key) === run) running.delete(key);
    });
    running.set(key, run);
    return run;
  };

  return (key) => {
    const next = waiting.get(key);
    if (next) return next;
    const current = running.get(key);
    if (!current) return start(key);
    const queued = current
      .catch(() => undefined)
      .then(() => {
        waiting.delete(key);
        return start(key);
      });
    waiting.set(key, queued);
    return queued;
  };
}
