import type { Language } from '@qurio/contract';

/**
 * How the seed writes every answer and bio once: a text from the lists (questions.ts,
 * prompt-answers.ts, people.ts) with a sentence before it and one after, as people wrap the same
 * thought in their own words. All of these are free of grammatical gender (seed.test.ts checks),
 * so they suit every member. `UniqueTexts` hands out each combination at most once.
 *
 * Per language, 15 openers and 15 closers (each also left out) make 256 forms of every answer:
 * a member with 1 200 answers to the ~14 questions of their language uses under a third of them.
 */
export const ANSWER_OPENERS: Record<Language, readonly string[]> = {
  en: [
    'Good question!',
    'Oh, I love this one.',
    'Easy one.',
    'Let me think…',
    'Funny you ask.',
    'Honest answer:',
    'Short version:',
    'Ha, okay.',
    'This again? Fine.',
    'Hmm.',
    'Right, so.',
    'Okay, confession time.',
    'Without thinking too long:',
    'Today the answer is this:',
    'You asked for it.',
  ],
  de: [
    'Gute Frage!',
    'Oh, die mag ich.',
    'Einfach:',
    'Lass mich kurz überlegen…',
    'Witzig, dass du fragst.',
    'Ehrlich gesagt:',
    'Kurze Version:',
    'Na gut.',
    'Schon wieder diese Frage? Okay.',
    'Hmm.',
    'Also.',
    'Zeit für ein Geständnis.',
    'Ohne lange nachzudenken:',
    'Heute lautet die Antwort so:',
    'Du hast es so gewollt.',
  ],
  es: [
    '¡Qué pregunta!',
    'Ay, esta me encanta.',
    'Fácil.',
    'Déjame pensar…',
    'Qué curioso que lo preguntes.',
    'Sinceramente:',
    'Versión corta:',
    'Vale.',
    '¿Otra vez esta pregunta? Venga.',
    'Mmm.',
    'A ver.',
    'Hora de confesar.',
    'Sin pensarlo mucho:',
    'Hoy la respuesta es esta:',
    'Tú lo has querido.',
  ],
  pt: [
    'Que pergunta!',
    'Ah, adoro essa.',
    'Fácil.',
    'Deixa eu pensar…',
    'Engraçado você perguntar.',
    'Sinceramente:',
    'Versão curta:',
    'Beleza.',
    'De novo essa pergunta? Vamos lá.',
    'Hmm.',
    'Então.',
    'Hora da confissão.',
    'Sem pensar muito:',
    'Hoje a resposta é esta:',
    'Você pediu.',
  ],
  tr: [
    'Güzel soru!',
    'Ah, bunu sevdim.',
    'Kolay.',
    'Bir düşüneyim…',
    'Sorman ne tuhaf.',
    'Açıkçası:',
    'Kısaca:',
    'Peki.',
    'Yine mi bu soru? Tamam.',
    'Hmm.',
    'Şöyle ki.',
    'İtiraf zamanı.',
    'Çok düşünmeden:',
    'Bugünkü cevabım bu:',
    'Sen istedin.',
  ],
};

export const ANSWER_CLOSERS: Record<Language, readonly string[]> = {
  en: [
    'What about you?',
    'Ask me again next year.',
    'Thanks for asking!',
    'No regrets.',
    'That is my final answer.',
    'Anyway, back to work.',
    'Could talk about this all day.',
    'Your turn!',
    'Do not tell anyone.',
    'Ask me something harder next time.',
    'I stand by it.',
    'Probably.',
    'Change my mind.',
    '🙂',
    '😄',
  ],
  de: [
    'Und du?',
    'Frag mich nächstes Jahr noch mal.',
    'Danke fürs Fragen!',
    'Ich bereue nichts.',
    'Das ist mein letztes Wort.',
    'So, zurück an die Arbeit.',
    'Darüber könnte ich stundenlang reden.',
    'Jetzt du!',
    'Nicht weitersagen.',
    'Nächstes Mal bitte was Schwereres.',
    'Dabei bleibe ich.',
    'Wahrscheinlich.',
    'Überzeug mich vom Gegenteil.',
    '🙂',
    '😄',
  ],
  es: [
    '¿Y tú?',
    'Pregúntame otra vez el año que viene.',
    '¡Gracias por preguntar!',
    'Sin arrepentimientos.',
    'Es mi respuesta final.',
    'En fin, a seguir trabajando.',
    'Podría hablar de esto todo el día.',
    '¡Te toca!',
    'No se lo digas a nadie.',
    'La próxima vez, algo más difícil.',
    'Lo mantengo.',
    'Probablemente.',
    'Convénceme de lo contrario.',
    '🙂',
    '😄',
  ],
  pt: [
    'E você?',
    'Me pergunta de novo ano que vem.',
    'Valeu pela pergunta!',
    'Sem arrependimentos.',
    'Essa é minha resposta final.',
    'Enfim, de volta ao trabalho.',
    'Poderia falar disso o dia todo.',
    'Sua vez!',
    'Não conta pra ninguém.',
    'Na próxima, algo mais difícil.',
    'Mantenho.',
    'Provavelmente.',
    'Me convença do contrário.',
    '🙂',
    '😄',
  ],
  tr: [
    'Ya sen?',
    'Seneye tekrar sor.',
    'Sorduğun için teşekkürler!',
    'Pişman değilim.',
    'Son cevabım bu.',
    'Neyse, işe dönüyorum.',
    'Bu konuda saatlerce konuşabilirim.',
    'Sıra sende!',
    'Kimseye söyleme.',
    'Bir dahakine daha zor bir şey sor.',
    'Arkasındayım.',
    'Galiba.',
    'Aksini ispatla.',
    '🙂',
    '😄',
  ],
};

/** A second sentence for a bio, and a sign after it (or none). */
export const BIO_EXTRAS: Record<Language, readonly string[]> = {
  en: [
    'Dog person.',
    'Plant parent.',
    'Always hungry.',
    'Bad at replying, good at answering.',
    'Tea over coffee, fight me.',
    'Running slowly since 2019.',
    'Sunsets and sea air.',
    'Board games on Fridays.',
    'Podcasts on repeat.',
    'Ask me about my garden.',
    'Collecting postcards.',
    'Probably at a concert.',
    'Mostly harmless.',
    'Night walks and good playlists.',
    'Learning Spanish, slowly.',
  ],
  de: [
    'Hundemensch.',
    'Pflanzen überall.',
    'Immer hungrig.',
    'Schreibe langsam zurück, antworte schnell.',
    'Lieber Tee als Kaffee.',
    'Laufe langsam, aber gern.',
    'Sonnenuntergänge und Seeluft.',
    'Freitags Brettspiele.',
    'Podcasts in Dauerschleife.',
    'Frag mich nach meinem Garten.',
    'Sammle Postkarten.',
    'Meistens auf Konzerten.',
    'Meistens harmlos.',
    'Nachtspaziergänge und gute Playlists.',
    'Lerne gerade Spanisch.',
  ],
  es: [
    'Más de perros que de gatos.',
    'Mi casa es una selva de plantas.',
    'Siempre con hambre.',
    'Tardo en contestar mensajes, no preguntas.',
    'Mejor té que café.',
    'Corro despacio, pero corro.',
    'Atardeceres y brisa de mar.',
    'Juegos de mesa los viernes.',
    'Pódcasts en bucle.',
    'Pregúntame por mi huerto.',
    'Colecciono postales.',
    'Seguramente en un concierto.',
    'Paseos nocturnos y buenas listas de música.',
    'Aprendiendo alemán poco a poco.',
    'Fan de las siestas largas.',
  ],
  pt: [
    'Mais de cachorro que de gato.',
    'Minha casa é uma selva de plantas.',
    'Sempre com fome.',
    'Demoro para responder mensagens, não perguntas.',
    'Melhor chá que café.',
    'Corro devagar, mas corro.',
    'Pôr do sol e brisa do mar.',
    'Jogos de tabuleiro às sextas.',
    'Podcasts no repeat.',
    'Pergunte sobre minha horta.',
    'Coleciono cartões-postais.',
    'Provavelmente num show.',
    'Caminhadas à noite e playlists caprichadas.',
    'Aprendendo inglês aos poucos.',
    'Fã de uma soneca comprida.',
  ],
  tr: [
    'Köpek insanıyım.',
    'Evim bitki dolu.',
    'Hep açım.',
    'Mesajlara geç, sorulara hızlı cevap veririm.',
    'Kahveden çok çay.',
    'Yavaş ama düzenli koşarım.',
    'Gün batımı ve deniz havası.',
    'Cuma akşamları kutu oyunları.',
    'Podcast bağımlısı.',
    'Bana bahçemi sor.',
    'Kartpostal biriktiriyorum.',
    'Büyük ihtimalle bir konserdeyim.',
    'Gece yürüyüşleri ve iyi çalma listeleri.',
    'Yavaş yavaş İspanyolca öğreniyorum.',
    'Uzun öğle uykularının hayranı.',
  ],
};
export const BIO_SIGNS: readonly string[] = ['', ' ✨', ' 🌿', ' ☕', ' 📚', ' 🎧', ' 🚲'];

/**
 * Hands out texts that were never handed out before. `take` tries random forms first (what a
 * member writes does not depend on who wrote before them), then every form in order, and fails
 * loudly when all are taken rather than repeat one.
 */
export class UniqueTexts {
  private readonly used = new Set<string>();

  /** `form(i)` for i in [0, count) are the candidates; `pick` draws an index as a member would. */
  take({ count, form, pick }: Forms, random: () => number): string {
    for (let attempt = 0; attempt < 24; attempt++) {
      const text = form(pick(random));
      if (this.claim(text)) return text;
    }
    const start = Math.floor(random() * count);
    for (let i = 0; i < count; i++) {
      const text = form((start + i) % count);
      if (this.claim(text)) return text;
    }
    throw new Error(`seed: every one of ${count} forms is taken; add openers or closers (seed/variation.ts)`);
  }

  private claim(text: string): boolean {
    if (this.used.has(text)) return false;
    this.used.add(text);
    return true;
  }
}

export interface Forms {
  count: number;
  form: (index: number) => string;
  pick: (random: () => number) => number;
}

/**
 * An answer in one of its 256 forms per base text: opener, the text, closer. Drawn as people
 * write: about half without an opener, more than half without a closer.
 */
export function answerForms(bases: readonly string[], lang: Language): Forms {
  const openers = ['', ...ANSWER_OPENERS[lang]];
  const closers = ['', ...ANSWER_CLOSERS[lang]];
  const perBase = openers.length * closers.length;
  const some = (random: () => number, length: number, none: number) =>
    random() < none ? 0 : 1 + Math.floor(random() * (length - 1));
  return {
    count: bases.length * perBase,
    pick: (random) =>
      Math.floor(random() * bases.length) * perBase +
      some(random, openers.length, 0.5) * closers.length +
      some(random, closers.length, 0.6),
    form: (i) => {
      const base = bases[Math.floor(i / perBase)] as string;
      const opener = openers[Math.floor((i % perBase) / closers.length)] as string;
      const closer = closers[i % closers.length] as string;
      return [opener, base, closer].filter(Boolean).join(' ');
    },
  };
}

/** A bio: the base (people.ts), or the base with a second sentence and a sign. */
export function bioForms(base: string, lang: Language): Forms {
  const extras = ['', ...BIO_EXTRAS[lang]];
  return {
    count: extras.length * BIO_SIGNS.length,
    pick: (random) =>
      random() < 0.15
        ? 0
        : (1 + Math.floor(random() * (extras.length - 1))) * BIO_SIGNS.length + Math.floor(random() * BIO_SIGNS.length),
    form: (i) => {
      const extra = extras[Math.floor(i / BIO_SIGNS.length)] as string;
      const sign = extra ? (BIO_SIGNS[i % BIO_SIGNS.length] as string) : '';
      return [base, extra].filter(Boolean).join(' ') + sign;
    },
  };
}
