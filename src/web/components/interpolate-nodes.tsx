import { Fragment, type ReactNode } from "react";

/**
 * Fill `{name}` placeholders with React nodes (e.g. a `<bdi>` around a movie title inside Arabic
 * text). Unknown names stay visible so a mistake shows. The sentence comes back as one inline
 * `<span>`: inside a flex or grid parent each loose text part would become an item of its own and
 * lose the spaces at its ends ("No match forSee No Evil").
 */
export function interpolateNodes(template: string, params: Readonly<Record<string, ReactNode>>): ReactNode {
  const parts = template.split(/(\{\w+\})/g);
  return (
    <span>
      {parts.map((part, index) => {
        const name = /^\{(\w+)\}$/.exec(part)?.[1];
        const value = name === undefined ? part : (params[name] ?? part);
        // biome-ignore lint/suspicious/noArrayIndexKey: the parts of one template never reorder.
        return <Fragment key={index}>{value}</Fragment>;
      })}
    </span>
  );
}
