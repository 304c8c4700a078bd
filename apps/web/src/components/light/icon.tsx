import { createElement, type ReactElement } from 'react';
import type { AbstractNode, IconDefinition } from '@ant-design/icons-svg/lib/types';

function render(node: AbstractNode, key: number): ReactElement {
  return createElement(node.tag, { key, ...node.attrs }, node.children?.map(render));
}

/**
 * An Ant Design icon drawn from its SVG definition alone (@ant-design/icons-svg), sized and
 * coloured like the icon component (1em, currentColor) without the icon library's runtime.
 */
export function LightIcon({ icon }: { icon: IconDefinition }) {
  if (typeof icon.icon === 'function') throw new Error(`${icon.name}: two-tone icons are not supported`);
  const { attrs, children } = icon.icon;
  return (
    <svg {...attrs} width="1em" height="1em" fill="currentColor" aria-hidden="true">
      {children?.map(render)}
    </svg>
  );
}
