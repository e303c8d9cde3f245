import { GLYPH_STROKE_WIDTH, GLYPH_VIEW_BOX, type Glyph, type GlyphPart } from '@qurio/design';
import type { ColorValue } from 'react-native';
import Svg, { Circle, Path, Rect } from 'react-native-svg';

/**
 * A line icon of Qurio's set (the web's glyphs, from @qurio/design) in one colour. Decorative: the
 * control that holds one carries the name, so it is hidden from screen readers.
 */
export function Icon({ glyph, size = 24, color }: { glyph: Glyph; size?: number; color: ColorValue }) {
  return (
    <Svg
      width={size}
      height={size}
      viewBox={GLYPH_VIEW_BOX}
      fill="none"
      stroke={color}
      strokeWidth={GLYPH_STROKE_WIDTH}
      strokeLinecap="round"
      strokeLinejoin="round"
      accessible={false}
      importantForAccessibility="no-hide-descendants"
      aria-hidden
    >
      {glyph.map((part, index) => drawPart(part, index, color))}
    </Svg>
  );
}

function drawPart(part: GlyphPart, index: number, color: ColorValue) {
  const fill = part.solid ? color : 'none';
  switch (part.kind) {
    case 'path':
      return <Path key={index} d={part.d} fill={fill} />;
    case 'circle':
      return <Circle key={index} cx={part.cx} cy={part.cy} r={part.r} fill={fill} />;
    case 'rect':
      return (
        <Rect key={index} x={part.x} y={part.y} width={part.width} height={part.height} rx={part.rx} fill={fill} />
      );
  }
}
