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

describe('profanity filter', () => {
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
