import {
  arrowLeftGlyph,
  blockGlyph,
  chatGlyph,
  editGlyph,
  flagGlyph,
  heartPath,
  moreGlyph,
  pinGlyph,
  sendGlyph,
  shareGlyph,
  trashGlyph,
  verifiedCheckPath,
  verifiedSealPath,
  warningGlyph,
} from '@qurio/design';
import { Icon, type IconProps } from './icons';

/*
 * Icons of the member screens. Kept apart from `icons.tsx`, which the landing page loads, so the
 * landing chunk does not carry them.
 */

export function MoreIcon(props: IconProps) {
  return <Icon {...props} glyph={moreGlyph} />;
}

export function ShareIcon(props: IconProps) {
  return <Icon {...props} glyph={shareGlyph} />;
}

export function FlagIcon(props: IconProps) {
  return <Icon {...props} glyph={flagGlyph} />;
}

export function BlockIcon(props: IconProps) {
  return <Icon {...props} glyph={blockGlyph} />;
}

export function TrashIcon(props: IconProps) {
  return <Icon {...props} glyph={trashGlyph} />;
}

export function EditIcon(props: IconProps) {
  return <Icon {...props} glyph={editGlyph} />;
}

export function ArrowLeftIcon(props: IconProps) {
  return <Icon {...props} glyph={arrowLeftGlyph} />;
}

export function SendIcon(props: IconProps) {
  return <Icon {...props} glyph={sendGlyph} />;
}

export function ChatIcon(props: IconProps) {
  return <Icon {...props} glyph={chatGlyph} />;
}

export function PinIcon(props: IconProps) {
  return <Icon {...props} glyph={pinGlyph} />;
}

export function WarningIcon(props: IconProps) {
  return <Icon {...props} glyph={warningGlyph} />;
}

/** Filled: the verified mark next to a name. */
export function VerifiedIcon({ size = 18, ...rest }: IconProps) {
  return (
    <svg width={size} height={size} viewBox="0 0 24 24" aria-hidden="true" focusable="false" {...rest}>
      <path fill="currentColor" d={verifiedSealPath} />
      <path d={verifiedCheckPath} fill="none" stroke="#fff" strokeWidth={2.2} strokeLinecap="round" />
    </svg>
  );
}

export function HeartFilledIcon({ size = 20, ...rest }: IconProps) {
  return (
    <svg width={size} height={size} viewBox="0 0 24 24" aria-hidden="true" focusable="false" {...rest}>
      <path fill="currentColor" stroke="currentColor" strokeWidth={2} strokeLinejoin="round" d={heartPath} />
    </svg>
  );
}
