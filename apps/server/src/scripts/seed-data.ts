/** Deterministic demo data: names and bios in the five languages Qurio speaks. */
export const FIRST_NAMES = {
  en: ['Olivia', 'Liam', 'Emma', 'Noah', 'Ava', 'Ethan', 'Mia', 'Lucas', 'Grace', 'Henry', 'Chloe', 'Jack'],
  de: ['Lena', 'Jonas', 'Marie', 'Felix', 'Hannah', 'Paul', 'Lea', 'Leon', 'Emilia', 'Finn', 'Clara', 'Moritz'],
  es: [
    'Lucía',
    'Mateo',
    'Sofía',
    'Hugo',
    'Valentina',
    'Pablo',
    'Martina',
    'Diego',
    'Elena',
    'Álvaro',
    'Carmen',
    'Javier',
  ],
  pt: [
    'Beatriz',
    'João',
    'Ana',
    'Pedro',
    'Mariana',
    'Gabriel',
    'Larissa',
    'Rafael',
    'Inês',
    'Tiago',
    'Camila',
    'Bruno',
  ],
  tr: ['Elif', 'Mehmet', 'Zeynep', 'Emir', 'Defne', 'Yusuf', 'Ayşe', 'Kerem', 'Ece', 'Burak', 'Selin', 'Can'],
} as const;

export const LAST_NAMES = {
  en: ['Smith', 'Johnson', 'Brown', 'Taylor', 'Walker', 'Hughes', 'Clarke', 'Bennett'],
  de: ['Müller', 'Schmidt', 'Weber', 'Wagner', 'Becker', 'Hoffmann', 'Koch', 'Richter'],
  es: ['García', 'Martínez', 'López', 'Sánchez', 'Romero', 'Navarro', 'Torres', 'Ruiz'],
  pt: ['Silva', 'Santos', 'Oliveira', 'Souza', 'Costa', 'Pereira', 'Almeida', 'Ferreira'],
  tr: ['Yılmaz', 'Kaya', 'Demir', 'Şahin', 'Çelik', 'Aydın', 'Öztürk', 'Arslan'],
} as const;

export const BIOS = {
  en: [
    'Coffee first, questions later.',
    'Ask me anything about books and bikes.',
    'Amateur astronomer. #space',
    'Learning to cook one recipe at a time.',
    '',
  ],
  de: [
    'Erst Kaffee, dann Fragen.',
    'Frag mich alles über Fußball.',
    'Hobbyfotografin aus Hamburg. #foto',
    'Ich lese mehr, als ich schlafe.',
    '',
  ],
  es: [
    'Primero café, luego preguntas.',
    'Pregúntame sobre música y viajes.',
    'Estudiante de medicina. #salud',
    'Me encanta la montaña.',
    '',
  ],
  pt: [
    'Primeiro café, depois perguntas.',
    'Pergunte sobre séries e filmes.',
    'Designer em Lisboa. #design',
    'Apaixonada por praia e livros.',
    '',
  ],
  tr: [
    'Önce kahve, sonra sorular.',
    'Bana kitaplar hakkında soru sor.',
    'İstanbul’da yazılımcı. #kod',
    'Yürüyüş ve fotoğraf tutkunu.',
    '',
  ],
} as const;
