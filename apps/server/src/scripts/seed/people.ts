import type { Language } from '@qurio/contract';

/**
 * Who the demo members are: first names with their grammatical gender (German, Spanish and
 * Portuguese bios and answers agree with it; Turkish and English have nothing to agree), last names
 * and bios. A bio is one text, or a feminine and a masculine form.
 */
export type Gender = 'f' | 'm';

/** Demo members' addresses end so; the seed never invents activity for anyone else. */
export const DEMO_EMAIL_DOMAIN = '@demo.qurio.test';

export type Gendered = string | { readonly f: string; readonly m: string };

export interface FirstName {
  readonly name: string;
  readonly gender: Gender;
}

const names = (f: readonly string[], m: readonly string[]): readonly FirstName[] =>
  f.flatMap((name, i) => [
    { name, gender: 'f' as const },
    { name: m[i] as string, gender: 'm' as const },
  ]);

export const FIRST_NAMES: Record<Language, readonly FirstName[]> = {
  en: names(['Olivia', 'Emma', 'Ava', 'Mia', 'Grace', 'Chloe'], ['Liam', 'Noah', 'Ethan', 'Lucas', 'Henry', 'Jack']),
  de: names(
    ['Lena', 'Marie', 'Hannah', 'Lea', 'Emilia', 'Clara'],
    ['Jonas', 'Felix', 'Paul', 'Leon', 'Finn', 'Moritz'],
  ),
  es: names(
    ['Lucía', 'Sofía', 'Valentina', 'Martina', 'Elena', 'Carmen'],
    ['Mateo', 'Hugo', 'Pablo', 'Diego', 'Álvaro', 'Javier'],
  ),
  pt: names(
    ['Beatriz', 'Ana', 'Mariana', 'Larissa', 'Inês', 'Camila'],
    ['João', 'Pedro', 'Gabriel', 'Rafael', 'Tiago', 'Bruno'],
  ),
  tr: names(['Elif', 'Zeynep', 'Defne', 'Ayşe', 'Ece', 'Selin'], ['Mehmet', 'Emir', 'Yusuf', 'Kerem', 'Burak', 'Can']),
};

export const LAST_NAMES: Record<Language, readonly string[]> = {
  en: [
    'Smith',
    'Johnson',
    'Brown',
    'Taylor',
    'Walker',
    'Hughes',
    'Clarke',
    'Bennett',
    'Wright',
    'Turner',
    'Parker',
    'Morris',
    'Cooper',
    'Ward',
    'Foster',
    'Reed',
  ],
  de: [
    'Müller',
    'Schmidt',
    'Weber',
    'Wagner',
    'Becker',
    'Hoffmann',
    'Koch',
    'Richter',
    'Schulz',
    'Fischer',
    'Meyer',
    'Bauer',
    'Wolf',
    'Neumann',
    'Krüger',
    'Braun',
  ],
  es: [
    'García',
    'Martínez',
    'López',
    'Sánchez',
    'Romero',
    'Navarro',
    'Torres',
    'Ruiz',
    'Díaz',
    'Moreno',
    'Jiménez',
    'Vega',
    'Castro',
    'Ortega',
    'Molina',
    'Serrano',
  ],
  pt: [
    'Silva',
    'Santos',
    'Oliveira',
    'Souza',
    'Costa',
    'Pereira',
    'Almeida',
    'Ferreira',
    'Ribeiro',
    'Carvalho',
    'Gomes',
    'Martins',
    'Rocha',
    'Barbosa',
    'Lima',
    'Teixeira',
  ],
  tr: [
    'Yılmaz',
    'Kaya',
    'Demir',
    'Şahin',
    'Çelik',
    'Aydın',
    'Öztürk',
    'Arslan',
    'Doğan',
    'Koç',
    'Kurt',
    'Özdemir',
    'Aslan',
    'Polat',
    'Erdoğan',
    'Korkmaz',
  ],
};

/**
 * Some members leave their bio empty, as real people do. The others start with one of these and
 * mostly go on with a sentence of their own (seed/variation.ts), so no two bios are the same.
 */
export const BIOS: Record<Language, readonly Gendered[]> = {
  en: [
    'Coffee first, questions later.',
    'Ask me anything about books and bikes.',
    'Amateur astronomer. #space',
    'Learning to cook one recipe at a time.',
    'Nurse by day, guitarist by night. #music',
    'Manchester born, London based. Ask away!',
    '',
  ],
  de: [
    'Erst Kaffee, dann Fragen.',
    'Frag mich alles über Fußball.',
    { f: 'Hobbyfotografin aus Hamburg. #foto', m: 'Hobbyfotograf aus Hamburg. #foto' },
    'Ich lese mehr, als ich schlafe.',
    { f: 'Lehrerin, Läuferin, Leseratte.', m: 'Lehrer, Läufer, Leseratte.' },
    { f: 'Studentin in Leipzig. Frag mich was! #uni', m: 'Student in Leipzig. Frag mich was! #uni' },
    '',
  ],
  es: [
    'Primero café, luego preguntas.',
    'Pregúntame sobre música y viajes.',
    { f: 'Enfermera en Sevilla. #salud', m: 'Enfermero en Sevilla. #salud' },
    'Me encanta la montaña.',
    { f: 'Apasionada de la fotografía y del buen café.', m: 'Apasionado de la fotografía y del buen café.' },
    { f: 'Madrileña en Barcelona. #viajes', m: 'Madrileño en Barcelona. #viajes' },
    '',
  ],
  pt: [
    'Primeiro café, depois perguntas.',
    'Pergunte sobre séries e filmes.',
    'Designer em Lisboa. #design',
    { f: 'Apaixonada por praia e livros.', m: 'Apaixonado por praia e livros.' },
    { f: 'Professora de história e fã de podcasts.', m: 'Professor de história e fã de podcasts.' },
    { f: 'Mineira morando em São Paulo. #viagem', m: 'Mineiro morando em São Paulo. #viagem' },
    '',
  ],
  tr: [
    'Önce kahve, sonra sorular.',
    'Bana kitaplar hakkında soru sor.',
    'İstanbul’da yazılımcı. #kod',
    'Yürüyüş ve fotoğraf tutkunu.',
    'Ankara’da öğretmen, hafta sonları bisikletçi.',
    'Kedimle birlikte dünyayı keşfediyorum. #kedi',
    '',
  ],
};

export function inGender(text: Gendered, gender: Gender): string {
  return typeof text === 'string' ? text : text[gender];
}
