import type { FacetTest } from "./module.js";

/**
 * A verdict facet's key (`name:value`) and test: the value's own test in `table` (loved, flop,
 * obscure…); undefined for a value the table does not hold (an old page's chip).
 */
export const verdicts = (name: string, table: Readonly<Record<string, FacetTest>>) => ({
  key: (facet: { value: string }) => `${name}:${facet.value}`,
  test: ({ value }: { value: string }) => (Object.hasOwn(table, value) ? table[value] : undefined),
});
