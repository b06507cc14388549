/** Computes each key's value once; later calls share the same promise. */
export function once<V>(compute: (key: string) => Promise<V>): (key: string) => Promise<V> {
  const cache = new Map<string, Promise<V>>();
  return (key) => {
    let value = cache.get(key);
    if (value === undefined) {
      value = compute(key);
      // Failures surface where the value is awaited, not as unhandled rejections.
      value.catch(() => undefined);
      cache.set(key, value);
    }
    return value;
  };
}

/** Runs jobs one after another: one lane per browser context, two lanes side by side on two cores. */
export function lane(): <T>(job: () => Promise<T>) => Promise<T> {
  let tail: Promise<unknown> = Promise.resolve();
  return (job) => {
    const result = tail.then(job);
    tail = result.catch(() => undefined);
    return result;
  };
}
