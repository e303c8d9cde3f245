/** Query keys of the feeds; a write invalidates by these. */
export const feedKeys = {
  timeline: ['timeline'] as const,
  explore: ['explore'] as const,
  inbox: ['inbox'] as const,
  notifications: ['notifications'] as const,
  profile: (username: string) => ['profile', username.toLowerCase()] as const,
  answers: (username: string) => ['answers', username.toLowerCase()] as const,
};
