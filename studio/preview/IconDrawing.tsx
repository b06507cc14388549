import type { SVGAttributes } from 'react';
import type { IconShape } from '../api/contract/studio-api.ts';

const fillRules = ['nonzero', 'evenodd'] as const;
type FillRule = (typeof fillRules)[number];
const isFillRule = (value: string | undefined): value is FillRule => fillRules.some((rule) => rule === value);

/** The attributes of a shape a drawing needs, and nothing else: no script, style or link can come in. */
function shapeProps(attributes: Readonly<Record<string, string>>): SVGAttributes<SVGElement> {
  const read = (name: string): string | undefined => (Object.hasOwn(attributes, name) ? attributes[name] : undefined);
  const fillRule = read('fill-rule');
  const clipRule = read('clip-rule');
  return {
    d: read('d'),
    cx: read('cx'),
    cy: read('cy'),
    r: read('r'),
    rx: read('rx'),
    ry: read('ry'),
    x: read('x'),
    y: read('y'),
    width: read('width'),
    height: read('height'),
    transform: read('transform'),
    opacity: read('opacity'),
    fillOpacity: read('fill-opacity'),
    fillRule: isFillRule(fillRule) ? fillRule : undefined,
    clipRule: isFillRule(clipRule) ? clipRule : undefined,
  };
}

/** One shape of an icon, as an SVG element. */
export function Shape({ shape }: { shape: IconShape }) {
  const props = shapeProps(shape.attributes);
  switch (shape.tag) {
    case 'path':
      return <path {...props} />;
    case 'circle':
      return <circle {...props} />;
    case 'ellipse':
      return <ellipse {...props} />;
    case 'rect':
      return <rect {...props} />;
  }
}

/** An icon drawn from its shapes on the 24 × 24 view box, in the text's colour. Hidden from screen readers: its name is said beside it. */
export function IconDrawing({ shapes, size = 24 }: { shapes: readonly IconShape[]; size?: number }) {
  return (
    <svg viewBox="0 0 24 24" width={size} height={size} fill="currentColor" aria-hidden="true" focusable="false">
      {shapes.map((shape, index) => (
        <Shape key={index} shape={shape} />
      ))}
    </svg>
  );
}
