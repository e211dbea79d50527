/** Whether `key` is one of `table`'s own keys (an inherited one such as `constructor` is not). */
export function isOwnKey<T extends object>(table: T, key: PropertyKey): key is keyof T {
  return Object.hasOwn(table, key);
}

/** Whether `value` is one of `names`, narrowing it to their union. */
export function isOneOf<T extends string>(names: readonly T[], value: string): value is T {
  return names.some((name) => name === value);
}

/** The keys of a table written in code (none added at run time), typed as its keys. */
export function keysOf<K extends string>(table: Readonly<Record<K, unknown>>): K[] {
  return Object.keys(table) as K[];
}

/** The entries of a table written in code (none added at run time), typed as its keys and values. */
export function entriesOf<K extends string, V>(table: Readonly<Record<K, V>>): [K, V][] {
  return Object.entries(table) as [K, V][];
}

/** A table with one entry for each of `keys`, in their order. */
export function tableOf<K extends string, V>(keys: readonly K[], value: (key: K) => V): Record<K, V> {
  return Object.fromEntries(keys.map((key) => [key, value(key)])) as Record<K, V>;
}
