import { type ImportSource, LIMITS } from '@qurio/contract';
import { AppError } from '../../lib/errors.js';
import { type ArchiveFiles, parseJsonFile, readArchive } from './archive.js';

/**
 * What an import writes for one answer of an archive, whatever its source. `key` is the answer's
 * stable name in its source (the same archive, or a later export of the same account, gives the
 * same key), so a second import of it writes nothing. `own`: the question was asked by the
 * exporting member themself; any other asker is never carried over (the question is anonymous).
 */
export interface ImportItem {
  key: string;
  question: string;
  answer: string;
  asked_at: string;
  answered_at: string;
  own: boolean;
  content_warning: string | null;
}

export interface ParsedArchive {
  source: ImportSource;
  items: ImportItem[];
}

/** The JSON files any supported export names; everything else in the archive stays packed. */
const WANTED = /\.json$/;

/**
 * Recognises the archive: a Qurio export (`qurio-<name>/profile.json` and `answers.json`, as
 * features/export writes them), Retrospring's ZIP (`answers.json` of `{answers: [...]}` and
 * `user.json`, lib/use_case/data_export) or its first exporter's .tar.gz
 * (`export_<name>_<time>_<random>/<name>.json`, lib/exporter.rb). IMPORT_FORMAT_UNKNOWN otherwise.
 */
export async function parseArchive(bytes: Uint8Array): Promise<ParsedArchive> {
  const files = await readArchive(bytes, (name) => WANTED.test(name) && name.split('/').length <= 2);
  const items = parseQurio(files) ?? parseRetrospringZip(files) ?? parseRetrospringTar(files);
  if (!items) throw new AppError('IMPORT_FORMAT_UNKNOWN');
  if (items.items.length > LIMITS.importMaxAnswers) throw new AppError('IMPORT_ARCHIVE_TOO_LARGE');
  return items;
}

function fileNamed(files: ArchiveFiles, base: string): [string, Uint8Array] | undefined {
  return [...files].find(([name]) => name === base || name.endsWith(`/${base}`));
}

type Json = Record<string, unknown>;
const isObject = (v: unknown): v is Json => typeof v === 'object' && v !== null && !Array.isArray(v);
const text = (v: unknown): string => (typeof v === 'string' ? v : typeof v === 'number' ? String(v) : '');
/** A date as the archive gave it, in the one format the database stores; null when unreadable. */
function isoDate(v: unknown): string | null {
  if (typeof v !== 'string' && typeof v !== 'number') return null;
  const ms = typeof v === 'number' ? v * 1000 : Date.parse(v);
  return Number.isFinite(ms) ? new Date(ms).toISOString() : null;
}
const sameName = (a: unknown, b: unknown) =>
  typeof a === 'string' && typeof b === 'string' && a.toLowerCase() === b.toLowerCase();

/** A list of answers whose shape is wrong is a damaged export of a known kind. */
function listOf(v: unknown): unknown[] {
  if (!Array.isArray(v)) throw new AppError('IMPORT_ARCHIVE_CORRUPT');
  return v;
}

function parseQurio(files: ArchiveFiles): ParsedArchive | null {
  const profileFile = fileNamed(files, 'profile.json');
  const answersFile = fileNamed(files, 'answers.json');
  if (!profileFile || !answersFile) return null;
  const profile = parseJsonFile(profileFile[1]);
  if (!isObject(profile) || typeof profile.username !== 'string') return null;
  const answers = parseJsonFile(answersFile[1]);
  if (!Array.isArray(answers)) return null;
  // The account on its server: its id and the day it signed up (ids alone repeat across servers).
  const account = `${text(profile.id)}@${text(profile.date_added)}`;
  const items: ImportItem[] = [];
  for (const a of answers) {
    if (!isObject(a)) throw new AppError('IMPORT_ARCHIVE_CORRUPT');
    const answeredAt = isoDate(a.answered_at) ?? isoDate(a.asked_at);
    if (!answeredAt) throw new AppError('IMPORT_ARCHIVE_CORRUPT');
    items.push({
      key: `qurio:${account}:${text(a.id)}`,
      question: text(a.question),
      answer: text(a.answer),
      asked_at: isoDate(a.asked_at) ?? answeredAt,
      answered_at: answeredAt,
      own: a.anonymous !== true && sameName(a.from, profile.username),
      content_warning: typeof a.content_warning === 'string' ? a.content_warning : null,
    });
  }
  return { source: 'qurio', items };
}

/** Retrospring's ZIP (lib/use_case/data_export): answers.json and user.json. */
function parseRetrospringZip(files: ArchiveFiles): ParsedArchive | null {
  const answersFile = fileNamed(files, 'answers.json');
  const userFile = fileNamed(files, 'user.json');
  if (!answersFile || !userFile) return null;
  const answers = parseJsonFile(answersFile[1]);
  const user = parseJsonFile(userFile[1]);
  if (!isObject(answers) || !isObject(user) || !isObject(user.user)) return null;
  const me = user.user.screen_name;
  const items = listOf(answers.answers).map((a): ImportItem => {
    if (!isObject(a)) throw new AppError('IMPORT_ARCHIVE_CORRUPT');
    const q = isObject(a.related) && isObject(a.related.question) ? a.related.question : {};
    const author = isObject(q.author) ? q.author : null;
    return retrospringItem(a, q, q.anonymous !== true && sameName(author?.screen_name, me));
  });
  return { source: 'retrospring', items };
}

/** Retrospring's first exporter (lib/exporter.rb): `<screen_name>.json` in a .tar.gz. */
function parseRetrospringTar(files: ArchiveFiles): ParsedArchive | null {
  for (const [name, bytes] of files) {
    const match = /^export_([A-Za-z0-9_]+?)_\d+_[A-Za-z0-9]*\/([A-Za-z0-9_]+)\.json$/.exec(name);
    if (!match || match[1] !== match[2]) continue;
    const data = parseJsonFile(bytes);
    if (!isObject(data) || typeof data.screen_name !== 'string') return null;
    const me = data.screen_name;
    const items = listOf(data.answers).map((a): ImportItem => {
      if (!isObject(a)) throw new AppError('IMPORT_ARCHIVE_CORRUPT');
      const q = isObject(a.question) ? a.question : {};
      const author = isObject(q.user) ? q.user : null;
      return retrospringItem(a, q, q.author_is_anonymous !== true && sameName(author?.screen_name, me));
    });
    return { source: 'retrospring', items };
  }
  return null;
}

function retrospringItem(a: Json, q: Json, own: boolean): ImportItem {
  const answeredAt = isoDate(a.created_at);
  if (!answeredAt) throw new AppError('IMPORT_ARCHIVE_CORRUPT');
  return {
    key: `retrospring:${text(a.id)}`,
    question: text(q.content),
    answer: text(a.content),
    asked_at: isoDate(q.created_at) ?? answeredAt,
    answered_at: answeredAt,
    own,
    content_warning: null,
  };
}
