import type { FastifyInstance } from 'fastify';

let counter = 0;

export interface CreatedUser {
  id: number;
  username: string;
  email: string;
  password: string;
  token: string;
}

/** Registers a member through the real API (so every rule applies) and returns its token. */
export async function createUser(
  app: FastifyInstance,
  overrides: Partial<{ username: string; email: string; password: string; lang: string; ip: string }> = {},
): Promise<CreatedUser> {
  counter += 1;
  const username = overrides.username ?? `member${process.pid % 1000}x${counter}`;
  const email = overrides.email ?? `${username.toLowerCase()}@example.com`;
  const password = overrides.password ?? 'correct horse';
  const res = await app.inject({
    method: 'POST',
    url: '/api/register',
    remoteAddress: overrides.ip ?? `127.1.${counter % 250}.${(counter * 7) % 250}`,
    payload: { username, email, password, password_repeat: password, lang: overrides.lang ?? 'en' },
  });
  if (res.statusCode !== 201) throw new Error(`createUser failed: ${res.statusCode} ${res.body}`);
  const body = res.json() as { data: { id: number; access_token: string } };
  return { id: body.data.id, username, email, password, token: body.data.access_token };
}

export function bearer(token: string) {
  return { authorization: `Bearer ${token}` };
}
