import {
  compassGlyph,
  GLYPH_STROKE_WIDTH,
  GLYPH_VIEW_BOX,
  type Glyph,
  type GlyphPart,
  heartGlyph,
  maskGlyph,
  moonGlyph,
  searchGlyph,
  sunGlyph,
  wifiOffGlyph,
} from '@qurio/design';
import type { ReactNode, SVGProps } from 'react';

export type IconProps = Omit<SVGProps<SVGSVGElement>, 'children'> & { size?: number };

/**
 * Decorative line icons (24×24, 2px stroke); the control that holds one carries the name. The
 * glyphs come from @qurio/design, which the phone app draws too.
 */
export function Icon({ size = 20, glyph, children, ...rest }: IconProps & { glyph?: Glyph; children?: ReactNode }) {
  return (
    <svg
      width={size}
      height={size}
      viewBox={GLYPH_VIEW_BOX}
      fill="none"
      stroke="currentColor"
      strokeWidth={GLYPH_STROKE_WIDTH}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
      {...rest}
    >
      {glyph ? glyph.map(drawPart) : children}
    </svg>
  );
}

function drawPart(part: GlyphPart, index: number) {
  const fill = part.solid ? 'currentColor' : undefined;
  switch (part.kind) {
    case 'path':
      return <path key={index} d={part.d} fill={fill} />;
    case 'circle':
      return <circle key={index} cx={part.cx} cy={part.cy} r={part.r} fill={fill} />;
    case 'rect':
      return (
        <rect key={index} x={part.x} y={part.y} width={part.width} height={part.height} rx={part.rx} fill={fill} />
      );
  }
}

/** Explore and search: the headers' links (a guest's too, issue 34). */
export function CompassIcon(props: IconProps) {
  return <Icon {...props} glyph={compassGlyph} />;
}

export function SearchIcon(props: IconProps) {
  return <Icon {...props} glyph={searchGlyph} />;
}

export function MoonIcon(props: IconProps) {
  return <Icon {...props} glyph={moonGlyph} />;
}

export function SunIcon(props: IconProps) {
  return <Icon {...props} glyph={sunGlyph} />;
}

export function MaskIcon(props: IconProps) {
  return <Icon {...props} glyph={maskGlyph} />;
}

export function HeartIcon(props: IconProps) {
  return <Icon {...props} glyph={heartGlyph} />;
}

export function WifiOffIcon(props: IconProps) {
  return <Icon {...props} glyph={wifiOffGlyph} />;
}
