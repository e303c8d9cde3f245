import type { Language } from '@qurio/contract';

/**
 * What a link preview (a chat app, a social network, a search result) says about a shared profile
 * or answer. Whole sentences with named placeholders ({name}, {username}); filled in and escaped
 * by page-meta.ts. Never a word about who asked: an answer's preview quotes the question alone.
 */
export interface ShareTexts {
  profileDescription: string;
  answerTitle: string;
}

export const SHARE_TEXTS: Record<Language, ShareTexts> = {
  en: {
    profileDescription: 'Ask {name} (@{username}) anything on Qurio, anonymously if you like, and read the answers.',
    answerTitle: '{name} answered on Qurio',
  },
  de: {
    profileDescription: 'Frag {name} (@{username}) auf Qurio, was du willst, gern auch anonym, und lies die Antworten.',
    answerTitle: '{name} hat auf Qurio geantwortet',
  },
  es: {
    profileDescription:
      'Pregúntale a {name} (@{username}) lo que quieras en Qurio, de forma anónima si prefieres, y lee sus respuestas.',
    answerTitle: '{name} respondió en Qurio',
  },
  pt: {
    profileDescription:
      'Pergunte o que quiser a {name} (@{username}) no Qurio, de forma anônima se preferir, e leia as respostas.',
    answerTitle: '{name} respondeu no Qurio',
  },
  tr: {
    profileDescription:
      "Qurio'da {name} (@{username}) kullanıcısına istediğini sor, dilersen anonim olarak, ve cevaplarını oku.",
    answerTitle: "{name} Qurio'da cevapladı",
  },
};
