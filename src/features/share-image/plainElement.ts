/**
 * A React element as the plain `{ type, props }` objects satori also reads, with every function
 * component called: they can be sent to a worker thread, where the component code is not.
 */
import { isValidElement, type ReactNode } from 'react';

interface PlainElement {
  type: string;
  props: Record<string, unknown> & { children?: PlainNode };
}
export type PlainNode = PlainElement | string | number | boolean | null | undefined | PlainNode[];

export function plainElement(node: ReactNode): PlainNode {
  if (Array.isArray(node)) return node.map(plainElement);
  if (!isValidElement<Record<string, unknown>>(node)) return node as PlainNode;
  const { type, props } = node;
  if (typeof type === 'function') return plainElement((type as (p: typeof props) => ReactNode)(props));
  if (typeof type !== 'string') throw new TypeError('Et delingsbilde kan bare ha vanlige elementer.');
  return { type, props: { ...props, children: plainElement(props.children as ReactNode) } };
}
