import { Fragment, type ReactNode } from "react";

/**
 * Fill `{name}` placeholders with React nodes (e.g. a `<bdi>` around a movie title inside Arabic
 * text). Unknown names stay visible so a mistake shows.
 */
export function interpolateNodes(template: string, params: Readonly<Record<string, ReactNode>>): ReactNode {
  const parts = template.split(/(\{\w+\})/g);
  return parts.map((part, index) => {
    const name = /^\{(\w+)\}$/.exec(part)?.[1];
    const value = name === undefined ? part : (params[name] ?? part);
    // biome-ignore lint/suspicious/noArrayIndexKey: the parts of one template never reorder.
    return <Fragment key={index}>{value}</Fragment>;
  });
}
