import { describe, expect, it } from 'vitest';
import { isProfane } from './profanity.js';

/**
 * The filter on real sentences of each language: insults as people type them (accents, capitals,
 * Turkish letters, letters repeated for emphasis) are caught, and everyday words that merely
 * contain a listed one are not.
 */
const CASES: Record<string, { profane: string[]; clean: string[] }> = {
  de: {
    profane: ['Du bist so ein Arschloch', 'Halt die Fresse, du ARSCHGEIGE!', 'arschhhh'],
    clean: ['Ich habe einen Arzt-Termin', 'Die Kunst des Schachspiels', 'Wir fahren nach Passau'],
  },
  es: {
    profane: [
      'Eres un pendejo',
      'hijo de PUTA',
      '¡Qué cabrón eres!',
      'Vete a la mierda',
      'No seas gilipollas',
      'eres un pendeeeejo',
      'malparido',
    ],
    clean: [
      'Tuvimos una disputa con el vecino',
      'Mi computadora es nueva',
      'Pásame la cuenta, por favor',
      'La película fue increíble',
      'Calculó la distancia',
    ],
  },
  pt: {
    profane: ['Vai tomar no cu', 'Que merda é essa?', 'CARALHO, que jogo!', 'Seu arrombado', 'filho da puta', 'porra'],
    clean: [
      'Tenha cuidado com o recurso',
      'Escrita criativa é meu hobby',
      'A cúpula da igreja é linda',
      'Comprei uma corneta nova',
      'Computação gráfica',
    ],
  },
  tr: {
    profane: ['Siktir git', 'orospu çocuğu', 'Seni gerizekalı', 'Şerefsiz adam', 'puşt', 'AMINAKOYAYIM'],
    clean: ['Bugün çok sıkıntılıyım', 'Yarın görüşürüz', 'Ama neden?', 'Sıkı çalışmak lazım', 'Kitap okumayı severim'],
  },
};

/**
 * Insults a newcomer's walkthrough found passing (issue 34), each language with everyday words that
 * start like them or contain them, which must still pass (the Scunthorpe problem).
 */
const INSULTS: Record<string, { profane: string[]; clean: string[] }> = {
  en: {
    profane: ['You are an idiot', 'what a MORON', 'shut up, dumbass', 'Idiots, all of them'],
    clean: [
      'An idiom I like',
      'Such an idiosyncratic film',
      'I moronically... no, I mean more or less',
      'Dimmer switch',
    ],
  },
  de: {
    profane: ['Du Idiot!', 'So ein Vollpfosten', 'Du Trottel', 'Was für ein Depp', 'Du Dummkopf'],
    clean: ['Ein deutsches Idiom', 'Der Dodo ist ausgestorben', 'Wir treffen uns am Deponieweg', 'Dumm gelaufen'],
  },
  es: {
    profane: ['Eres un idiota', 'IMBÉCIL', 'qué estúpido eres', 'No seas tonto', 'cretino'],
    clean: [
      'Aprendo un idioma nuevo',
      '¡Qué estupendo!',
      'Tontería no es',
      'La tontina del banco',
      'Cretácico superior',
    ],
  },
  pt: {
    profane: ['Seu idiota', 'Que otário!', 'Imbecil', 'Você é estúpido', 'Que bosta'],
    clean: ['Estudo um idioma', 'Foi estupendo', 'Otimismo sempre', 'O bosque é lindo', 'Vamos de ônibus'],
  },
  tr: {
    profane: ['Sen tam bir aptalsın', 'Salak mısın', 'aptal', 'SALAK', 'Ahmak herif', 'Dangalak', 'Beyinsiz'],
    clean: ['Salata yaptım', 'Antalya’ya gidiyoruz', 'Ahmet geldi mi?', 'Dallar yeşerdi', 'Salı günü görüşürüz'],
  },
};

describe('profanity filter', () => {
  for (const [language, { profane, clean }] of Object.entries(INSULTS)) {
    it.each(profane)(`${language} insult: catches %j`, (text) => {
      expect(isProfane(text)).toBe(true);
    });
    it.each(clean)(`${language} insult: lets %j through`, (text) => {
      expect(isProfane(text)).toBe(false);
    });
  }

  for (const [language, { profane, clean }] of Object.entries(CASES)) {
    it.each(profane)(`${language}: catches %j`, (text) => {
      expect(isProfane(text)).toBe(true);
    });
    it.each(clean)(`${language}: lets %j through`, (text) => {
      expect(isProfane(text)).toBe(false);
    });
  }

  it('English through the maintained dataset, with l33t spellings and stretched letters', () => {
    expect(isProfane('what the fuck')).toBe(true);
    expect(isProfane('fuuuck you')).toBe(true);
    expect(isProfane('what a b1tch')).toBe(true);
    expect(isProfane('I live in Scunthorpe and love classic assassin films')).toBe(false);
  });
});
