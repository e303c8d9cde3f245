import { isLanguage, type Language } from '@qurio/contract';

export type PushKind = 'question' | 'answer' | 'like' | 'follow' | 'mention';

/**
 * What a push says, per language, as whole sentences with a named placeholder ({username}: the
 * member who answered, liked, followed or mentioned them). A new question names nobody, in any language: the
 * asker may be anonymous, and a push cannot tell one from the other.
 */
export const PUSH_TEXTS: Record<Language, Record<PushKind, { title: string; body: string }>> = {
  en: {
    question: { title: 'New question', body: 'You have a new question' },
    answer: { title: 'New answer', body: '@{username} answered your question' },
    like: { title: 'New like', body: '@{username} liked your answer' },
    follow: { title: 'New follower', body: '@{username} is now following you' },
    mention: { title: 'New mention', body: '@{username} mentioned you in an answer' },
  },
  de: {
    question: { title: 'Neue Frage', body: 'Du hast eine neue Frage' },
    answer: { title: 'Neue Antwort', body: '@{username} hat deine Frage beantwortet' },
    like: { title: 'Neues Like', body: '@{username} gefällt deine Antwort' },
    follow: { title: 'Neuer Follower', body: '@{username} folgt dir jetzt' },
    mention: { title: 'Neue Erwähnung', body: '@{username} hat dich in einer Antwort erwähnt' },
  },
  es: {
    question: { title: 'Nueva pregunta', body: 'Tienes una pregunta nueva' },
    answer: { title: 'Nueva respuesta', body: '@{username} respondió tu pregunta' },
    like: { title: 'Nuevo me gusta', body: 'A @{username} le gustó tu respuesta' },
    follow: { title: 'Nuevo seguidor', body: '@{username} ahora te sigue' },
    mention: { title: 'Nueva mención', body: '@{username} te mencionó en una respuesta' },
  },
  pt: {
    question: { title: 'Nova pergunta', body: 'Você tem uma nova pergunta' },
    answer: { title: 'Nova resposta', body: '@{username} respondeu à sua pergunta' },
    like: { title: 'Nova curtida', body: '@{username} curtiu sua resposta' },
    follow: { title: 'Novo seguidor', body: '@{username} começou a seguir você' },
    mention: { title: 'Nova menção', body: '@{username} mencionou você em uma resposta' },
  },
  tr: {
    question: { title: 'Yeni soru', body: 'Yeni bir sorun var' },
    answer: { title: 'Yeni cevap', body: '@{username} sorunu cevapladı' },
    like: { title: 'Yeni beğeni', body: '@{username} cevabını beğendi' },
    follow: { title: 'Yeni takipçi', body: '@{username} artık seni takip ediyor' },
    mention: { title: 'Yeni bahsetme', body: '@{username} bir cevapta senden bahsetti' },
  },
};

/** The title and body of one push in the recipient's language (English when theirs is unknown). */
export function pushText(lang: string, kind: PushKind, username = ''): { title: string; body: string } {
  const text = PUSH_TEXTS[isLanguage(lang) ? lang : 'en'][kind];
  return { title: text.title, body: text.body.replaceAll('{username}', username) };
}
