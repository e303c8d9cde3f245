import { gzipSync } from 'node:zlib';
import { strToU8, type Zippable, zipSync } from 'fflate';
import tar from 'tar-stream';

/**
 * Retrospring-shaped archives for the import tests, built from the shape of Retrospring's public
 * export code (not from anyone's data): its ZIP exporter (lib/use_case/data_export: answers.rb
 * writes `{"answers": [...]}` with each answer's columns and `related: {question, comments}`,
 * user.rb writes `{"user", "profile", "roles"}`, both pretty-printed JSON) and its first exporter
 * (lib/exporter.rb: `export_<screen_name>_<unix>_<random>/<screen_name>.json` with .yml, .xml and
 * pictures/ beside it, in a .tar.gz).
 */
export interface RetrospringAnswer {
  id: number;
  content: string;
  created_at: string;
  question: { id: number; content: string; created_at: string; anonymous: boolean; author: string | null };
}

export function retrospringZip(screenName: string, answers: RetrospringAnswer[]): Uint8Array {
  const json = (value: unknown) => strToU8(`${JSON.stringify(value, null, 2)}\n`);
  const files: Zippable = {
    'answers.json': json({
      answers: answers.map((a) => ({
        id: a.id,
        content: a.content,
        question_id: a.question.id,
        user_id: 1,
        created_at: a.created_at,
        updated_at: a.created_at,
        comment_count: 0,
        smile_count: 3,
        pinned_at: null,
        related: {
          question: {
            id: a.question.id,
            anonymous: a.question.anonymous,
            generated: false,
            direct: true,
            author: a.question.author ? { id: 7, screen_name: a.question.author } : null,
            content: a.question.content,
            created_at: a.question.created_at,
          },
          comments: [],
        },
      })),
    }),
    'user.json': json({
      user: { id: 1, screen_name: screenName, created_at: '2019-01-01T00:00:00.000Z', locale: 'en' },
      profile: { display_name: 'Someone', description: '', location: '', website: '' },
      roles: { administrator: false, moderator: false },
    }),
    'questions.json': json({ questions: [] }),
    'relationships.json': json({ relationships: [] }),
    'pictures/profile_picture_large_a.jpg': strToU8("ceci n'est pas un image\n"),
  };
  return zipSync(files);
}

export async function retrospringTarGz(screenName: string, answers: RetrospringAnswer[]): Promise<Uint8Array> {
  const dir = `export_${screenName}_1700000000_AbC123`;
  const data = {
    answered_count: answers.length,
    created_at: '2015-01-01T00:00:00.000Z',
    display_name: 'Someone',
    id: 1,
    locale: 'en',
    screen_name: screenName,
    profile: { display_name: 'Someone', motivation_header: '', website: '', location: '', description: '' },
    administrator: false,
    moderator: false,
    questions: [],
    answers: answers.map((a) => ({
      comment_count: 0,
      content: a.content,
      created_at: a.created_at,
      id: a.id,
      smile_count: 2,
      question: {
        answer_count: 1,
        author_is_anonymous: a.question.anonymous,
        content: a.question.content,
        created_at: a.question.created_at,
        id: a.question.id,
        user: a.question.author ? { id: 7, screen_name: a.question.author, profile: {} } : null,
      },
      comments: [],
    })),
    comments: [],
    smiles: [],
  };
  return tarGz({
    [`${dir}/${screenName}.json`]: JSON.stringify(data),
    [`${dir}/${screenName}.yml`]: '--- {}\n',
    [`${dir}/${screenName}.xml`]: '<hash></hash>\n',
    [`${dir}/pictures/picture_small_a.jpg`]: 'not a picture\n',
  });
}

/** A .tar.gz of these files, in order (names as given: the bad-archive tests use odd ones). */
export async function tarGz(files: Record<string, string | Uint8Array>): Promise<Uint8Array> {
  const pack = tar.pack();
  const chunks: Buffer[] = [];
  const done = new Promise<void>((resolve, reject) => {
    pack.on('data', (chunk: Buffer) => chunks.push(chunk));
    pack.on('end', resolve);
    pack.on('error', reject);
  });
  for (const [name, content] of Object.entries(files)) pack.entry({ name }, Buffer.from(content));
  pack.finalize();
  await done;
  return new Uint8Array(gzipSync(Buffer.concat(chunks)));
}
