import styles from './Avatar.module.css';

export const UPLOADS_ROOT = '/uploads';

/** Images are stored as names under the uploads area; full URLs and absolute paths pass through. */
export function uploadUrl(image: string): string {
  if (/^(https?:|blob:|data:|\/)/.test(image)) return image;
  return `${UPLOADS_ROOT}/${image}`;
}

/** SPEC §3: without an image, the default avatar is picked by the last digit of the user id. */
export function defaultAvatarUrl(userId: number): string {
  return `/avatars/default-${Math.abs(Math.trunc(userId)) % 10}.svg`;
}

export function avatarUrl(user: { id: number; image: string | null }): string {
  return user.image ? uploadUrl(user.image) : defaultAvatarUrl(user.id);
}

export interface AvatarProps {
  user: { id: number; image: string | null };
  /** Empty when the name is printed next to the picture, so it is not read twice. */
  alt: string;
  size?: number;
  className?: string;
}

export function Avatar({ user, alt, size = 48, className }: AvatarProps) {
  return (
    <img
      className={[styles.avatar, className ?? ''].filter(Boolean).join(' ')}
      src={avatarUrl(user)}
      alt={alt}
      width={size}
      height={size}
      loading="lazy"
      decoding="async"
    />
  );
}
