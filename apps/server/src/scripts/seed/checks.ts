import type { Language } from '@qurio/contract';
import type { Gender } from './people.js';

/**
 * The tests' own tables for judging the demo texts (seed.test.ts), kept apart from the data they
 * judge: which words carry grammatical gender, and what an answer to each prompt must talk about.
 */

/**
 * Words that agree with the speaker's (or the addressee's) grammatical gender, feminine first.
 * A member must never be given the other gender's form: not in their bio, their answers or the
 * questions others ask them. English and Turkish have no such words.
 */
export const GENDERED: Record<'de' | 'es' | 'pt', ReadonlyArray<readonly [string, string]>> = {
  de: [
    ['Hobbyfotografin', 'Hobbyfotograf'],
    ['Lehrerin', 'Lehrer'],
    ['Läuferin', 'Läufer'],
    ['Studentin', 'Student'],
    ['Erwachsene', 'Erwachsener'],
    ['Frühaufsteherin', 'Frühaufsteher'],
    ['Astronautin', 'Astronaut'],
    ['Tierärztin', 'Tierarzt'],
    ['Lokführerin', 'Lokführer'],
  ],
  es: [
    ['Enfermera', 'Enfermero'],
    ['Apasionada', 'Apasionado'],
    ['Madrileña', 'Madrileño'],
    ['enfadada', 'enfadado'],
    ['nerviosa', 'nervioso'],
    ['buena', 'bueno'],
    ['pequeña', 'pequeño'],
    ['Veterinaria', 'Veterinario'],
  ],
  pt: [
    ['Apaixonada', 'Apaixonado'],
    ['Professora', 'Professor'],
    ['Mineira', 'Mineiro'],
    ['agitada', 'agitado'],
    ['boa', 'bom'],
    ['atrasada', 'atrasado'],
    ['sincera', 'sincero'],
    ['Veterinária', 'Veterinário'],
    ['Jogadora', 'Jogador'],
    ['perseguida', 'perseguido'],
  ],
};

export const hasWord = (text: string, word: string) => new RegExp(`(?<![\\p{L}])${word}(?![\\p{L}])`, 'iu').test(text);

/** The gendered words of `text` that belong to the other gender. */
export function disagreeing(text: string, lang: Language, gender: Gender): string[] {
  if (lang !== 'de' && lang !== 'es' && lang !== 'pt') return [];
  return GENDERED[lang].map(([f, m]) => (gender === 'f' ? m : f)).filter((word) => hasWord(text, word));
}
export const genderedWords = (text: string, lang: Language) =>
  lang === 'de' || lang === 'es' || lang === 'pt' ? GENDERED[lang].flat().filter((w) => hasWord(text, w)) : [];

/**
 * What each prompt the seed answers is about, and words an answer to it must contain, per language:
 * an answer about cats under "Which superpower would you choose?" fails here.
 */
export const TOPICS: ReadonlyArray<{ topic: string; prompt: RegExp; answer: Record<Language, RegExp> }> = [
  {
    topic: 'perfect Sunday',
    prompt: /perfect Sunday|perfekte Sonntag|domingo perfecto|domingo perfeito|mükemmel bir pazar/,
    answer: {
      en: /breakfast|Sleeping in|lunch/,
      de: /Frühstück|frühstücken|Brötchen/,
      es: /Desayuno|Dormir|Sofá/,
      pt: /Acordar|Feira|Sofá/,
      tr: /kahvaltı|uyumak|Kanepe/,
    },
  },
  {
    topic: 'travel tomorrow',
    prompt: /travel anywhere|überallhin reisen|viajar a cualquier parte|viajar para qualquer lugar|herhangi bir yerine/,
    answer: {
      en: /Japan|Iceland|New York/,
      de: /Japan|Island|New York/,
      es: /Japón|Islandia|México/,
      pt: /Japão|Islândia|Noronha/,
      tr: /Japonya|İzlanda|Kapadokya/,
    },
  },
  {
    topic: 'fly or invisible',
    prompt:
      /fly or be invisible|fliegen können oder unsichtbar|volar o ser invisible|voar ou ficar invisível|Uçabilmeyi/,
    answer: {
      en: /Fly|invisible/i,
      de: /Fliegen|Unsichtbar/i,
      es: /Volar|invisible/i,
      pt: /Voar|invisível/i,
      tr: /Uçmayı|Görünmez/,
    },
  },
  {
    topic: 'comfort food',
    prompt: /comfort food|Wohlfühlessen|comida favorita para los días malos|comida sempre deixa|Moralin bozukken/,
    answer: {
      en: /cheese|soup|Toast/,
      de: /spätzle|suppe|Pfannkuchen/,
      es: /lentejas|tortilla|churros/,
      pt: /Feijoada|Pão de queijo|feijão/,
      tr: /çorba|tost|Mantı/,
    },
  },
  {
    topic: 'cats or dogs',
    prompt: /Cats or dogs|Katzen oder Hunde|gatos o de perros|cachorro ou de gato|Kedi mi köpek mi/,
    answer: {
      en: /Cats|Dogs|Both/,
      de: /Katzen|Hunde|Beide/,
      es: /gatos|perros|los dos/,
      pt: /gato|cachorro|Dos dois/,
      tr: /Kedi|Köpek|İkisi/,
    },
  },
  {
    topic: 'superpower',
    prompt: /superpower|Superkraft|superpoder|süper güce/,
    answer: {
      en: /Teleport|minds|time/,
      de: /Teleport|Gedanken|Zeit/,
      es: /Teletransport|mente|tiempo/,
      pt: /Teletransporte|mentes|tempo/,
      tr: /Işınlanma|Akıl|zamanı/,
    },
  },
  {
    topic: 'morning or night',
    prompt: /morning person|Frühaufsteher oder Nachteule|madrugar o de trasnochar|acordar cedo|Sabahçı/,
    answer: {
      en: /Night owl|Morning person|afternoon person/,
      de: /Nachteule|Frühaufsteher|Nachmittagsmensch/,
      es: /trasnochar|madrugar|siesta/,
      pt: /virar a noite|acordar cedo|soneca/,
      tr: /Gece kuşu|Sabahçı|öğle uykusu/,
    },
  },
  {
    topic: 'season',
    prompt: /favourite season|liebste Jahreszeit|estación del año|estação do ano|sevdiğin mevsim/,
    answer: {
      en: /Autumn|Summer|Spring|Winter/,
      de: /Herbst|Sommer|Frühling|Winter/,
      es: /otoño|verano|primavera|invierno/,
      pt: /outono|verão|primavera|inverno/,
      tr: /Sonbahar|Yaz|İlkbahar|Kış/,
    },
  },
  {
    topic: 'sea or mountains',
    prompt: /sea or in the mountains|Meer oder in den Bergen|mar o en la montaña|praia ou na serra|Deniz kenarında mı/,
    answer: {
      en: /sea|mountains/i,
      de: /Meer|Bergen/,
      es: /mar|montaña/i,
      pt: /praia|serra/i,
      tr: /Deniz|deniz|Dağlarda/,
    },
  },
  {
    topic: 'coffee, tea or else',
    prompt: /^Coffee, tea or|^Kaffee, Tee oder|^¿Café, té o|^Café, chá ou|^Çay mı kahve mi, yoksa/,
    answer: {
      en: /Coffee|Tea|chocolate/,
      de: /Kaffee|Tee|Schokolade/,
      es: /Café|Té|Cacao/,
      pt: /Café|Chá|Chimarrão/,
      tr: /Çay|kahvesi|Salep/,
    },
  },
  {
    topic: 'when I grow up',
    prompt: /when you grew up|als Kind mal werden|ser de mayor|quando crescesse|büyüyünce ne olmak/,
    answer: {
      en: /astronaut|vet|train driver/,
      de: /Astronaut|Tierärzt|Tierarzt|Lokführer/,
      es: /Astronauta|Veterinari|Maquinista/,
      pt: /Astronauta|Veterinári|Jogador/,
      tr: /Astronot|Veteriner|Makinist/,
    },
  },
  {
    topic: 'rainy day',
    prompt: /rainy day|verregneten Tag|día de lluvia|dia de chuva|Yağmurlu bir gün/,
    answer: {
      en: /book|films|Puddle/,
      de: /Buch|Filme|Pfützen/,
      es: /libro|películas|lluvia/,
      pt: /livro|filmes|série/,
      tr: /kitap|filmler|birikintilerinde/,
    },
  },
];

export const topicOf = (prompt: string) => TOPICS.filter((t) => t.prompt.test(prompt));

/** The texts written more than once (empty ones aside: a member may leave a bio empty). */
export function repeated(texts: readonly (string | null)[]): string[] {
  const seen = new Set<string>();
  const twice = new Set<string>();
  for (const text of texts) {
    if (!text) continue;
    if (seen.has(text)) twice.add(text);
    seen.add(text);
  }
  return [...twice];
}
