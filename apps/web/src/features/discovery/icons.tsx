import { bellGlyph, hashGlyph, historyGlyph, refreshGlyph, trendGlyph, userPlusGlyph } from '@qurio/design';
import { Icon, type IconProps } from '../../ui/icons';

export { CompassIcon, SearchIcon } from '../../ui/icons';

/**
 * The line icons of the feeds, search, notifications and discovery screens, drawn like the shared
 * ones in ui/icons.tsx (decorative; the control holding one carries the name).
 */

export function BellIcon(props: IconProps) {
  return <Icon {...props} glyph={bellGlyph} />;
}

export function HashIcon(props: IconProps) {
  return <Icon {...props} glyph={hashGlyph} />;
}

export function HistoryIcon(props: IconProps) {
  return <Icon {...props} glyph={historyGlyph} />;
}

export function UserPlusIcon(props: IconProps) {
  return <Icon {...props} glyph={userPlusGlyph} />;
}

export function TrendIcon(props: IconProps) {
  return <Icon {...props} glyph={trendGlyph} />;
}

export function RefreshIcon(props: IconProps) {
  return <Icon {...props} glyph={refreshGlyph} />;
}
