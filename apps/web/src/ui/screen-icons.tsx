import {
  atGlyph,
  checkGlyph,
  copyGlyph,
  homeGlyph,
  inboxGlyph,
  linkGlyph,
  logoutGlyph,
  megaphoneGlyph,
  pictureGlyph,
  usersGlyph,
} from '@qurio/design';
import { Icon, type IconProps } from './icons';

/*
 * Icons of single screens (the member header, the share dialogs, notifications, the landing page),
 * apart from ui/icons.tsx: their glyphs live in @qurio/design's icons-screens.ts, so a module that
 * drew them would carry them into the first-load chunk every page runs (issue 34: 0.7 KB gzip of
 * a shared profile's first load).
 */

export function HomeIcon(props: IconProps) {
  return <Icon {...props} glyph={homeGlyph} />;
}

export function LogoutIcon(props: IconProps) {
  return <Icon {...props} glyph={logoutGlyph} />;
}

export function CopyIcon(props: IconProps) {
  return <Icon {...props} glyph={copyGlyph} />;
}

export function CheckIcon(props: IconProps) {
  return <Icon {...props} glyph={checkGlyph} />;
}

export function AtIcon(props: IconProps) {
  return <Icon {...props} glyph={atGlyph} />;
}

export function MegaphoneIcon(props: IconProps) {
  return <Icon {...props} glyph={megaphoneGlyph} />;
}

export function UsersIcon(props: IconProps) {
  return <Icon {...props} glyph={usersGlyph} />;
}

export function InboxIcon(props: IconProps) {
  return <Icon {...props} glyph={inboxGlyph} />;
}

/** Sharing and attaching: the share dialog and an answer's pictures field, both opened on use. */
export function LinkIcon(props: IconProps) {
  return <Icon {...props} glyph={linkGlyph} />;
}

export function PictureIcon(props: IconProps) {
  return <Icon {...props} glyph={pictureGlyph} />;
}
