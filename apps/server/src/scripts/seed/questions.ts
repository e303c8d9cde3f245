import type { Language } from '@qurio/contract';
import type { Gendered } from './people.js';

/**
 * What members ask each other, per language, each with the answers a member might give. A text
 * that depends on the recipient's grammatical gender (Spanish "buena/bueno", Portuguese "boa/bom",
 * "enfadada/enfadado"…) has both forms; the one matching the member who answers is used. Some
 * answers carry hashtags so search and trends have something to find.
 */
export interface AskedQuestion {
  readonly question: Gendered;
  readonly answers: readonly Gendered[];
}

const qa = (question: Gendered, ...answers: Gendered[]): AskedQuestion => ({ question, answers });

export const QUESTIONS: Record<Language, readonly AskedQuestion[]> = {
  en: [
    qa(
      'What book changed the way you think?',
      'Definitely "Sapiens". It made me see history differently. #books',
      '"The Little Prince". I reread it every few years and it keeps changing. #books',
    ),
    qa(
      'If you could live in any city for a year, which would it be?',
      'Lisbon, for the light and the pastries. #travel',
      'Tokyo. I want to see every season there.',
    ),
    qa(
      'What is the best advice you have ever been given?',
      'Sleep on it before you decide anything big.',
      '"Done is better than perfect." My first boss said it every single day.',
    ),
    qa(
      'Coffee or tea, and why?',
      'Coffee in the morning, tea after lunch. Best of both. #coffee',
      'Tea. Coffee makes me talk far too fast.',
    ),
    qa(
      'What song is stuck in your head right now?',
      'An old Beatles song my dad used to sing.',
      '"Dancing Queen". Someone played it at a wedding on Saturday and it never left.',
    ),
    qa(
      'What are you secretly really good at?',
      'Parallel parking on the first try, every time.',
      "Remembering everyone's birthday without a calendar.",
    ),
    qa(
      'What was the last thing that made you laugh out loud?',
      'My cat trying to catch a reflection on the wall. #cats',
      'My little brother explaining the offside rule to my grandma.',
    ),
    qa(
      'Which film could you watch a hundred times?',
      'Spirited Away, without a doubt. #movies',
      'Back to the Future. It never gets old. #movies',
    ),
    qa(
      'What did you have for breakfast today?',
      'Porridge with blueberries. Boring, but it works.',
      "Honestly? Just coffee. Don't judge me.",
    ),
    qa(
      'Where did you go on your last holiday?',
      'Scotland. It rained every day and I loved it. #travel',
      'A tiny village on Crete with one bakery and no wifi.',
    ),
    qa(
      'What is the first thing you do in the morning?',
      'Open the curtains, then check the weather.',
      'Feed the cat before she wakes up the whole street. #cats',
    ),
    qa(
      'What are you learning at the moment?',
      'Spanish, with an app and a lot of patience.',
      'How to bake sourdough. Attempt number six is in the oven.',
    ),
    qa(
      'What is your favourite thing about where you live?',
      'The bakery on the corner opens at six.',
      'The park by the river. I run there every Sunday.',
    ),
    qa(
      'What would you do with a free afternoon?',
      'A long walk, then a nap. In that order.',
      'Board games with friends and far too many snacks.',
    ),
  ],
  de: [
    qa('Welches Buch hat deine Sicht auf die Welt verändert?', 'Ganz klar „Der Steppenwolf“. #bücher', {
      f: '„Die unendliche Geschichte“. Als Kind gelesen und als Erwachsene gleich noch mal. #bücher',
      m: '„Die unendliche Geschichte“. Als Kind gelesen und als Erwachsener gleich noch mal. #bücher',
    }),
    qa(
      'In welcher Stadt würdest du gern ein Jahr lang leben?',
      'Wien, wegen der Kaffeehäuser. #reisen',
      'Kopenhagen. Alle fahren Rad, und überall ist Wasser.',
    ),
    qa(
      'Was ist der beste Rat, den du je bekommen hast?',
      'Erst eine Nacht drüber schlafen.',
      '„Vergleich dich nicht mit anderen.“ Von meiner Oma.',
    ),
    qa(
      'Kaffee oder Tee, und warum?',
      'Kaffee am Morgen, Tee am Abend. #kaffee',
      'Tee. Bei Kaffee zittern mir die Hände.',
    ),
    qa(
      'Welches Lied hast du gerade im Ohr?',
      'Einen alten Schlager, den meine Oma immer gesungen hat.',
      '„Atemlos“. Frag nicht, warum. Es ist einfach da.',
    ),
    qa(
      'Worin bist du heimlich richtig gut?',
      'Ich kann ziemlich gut Kuchen backen.',
      'Ich finde in der Innenstadt jeden Parkplatz.',
    ),
    qa(
      'Worüber hast du zuletzt laut gelacht?',
      'Über meinen Hund, der vor dem Staubsauger flieht. #hunde',
      'Über meinen Vater, der versucht hat, eine Sprachnachricht zu schicken.',
    ),
    qa(
      'Welchen Film könntest du hundertmal sehen?',
      'Die fabelhafte Welt der Amélie. #filme',
      'Zurück in die Zukunft. Wird nie langweilig. #filme',
    ),
    qa(
      'Was gab es heute bei dir zum Frühstück?',
      'Müsli mit Apfel, wie jeden Tag.',
      'Ein Brötchen vom Bäcker um die Ecke. Mit Marmelade, natürlich.',
    ),
    qa(
      'Wo warst du zuletzt im Urlaub?',
      'An der Ostsee. Kalt, windig, herrlich. #reisen',
      'In Südtirol, wandern und Knödel essen.',
    ),
    qa(
      'Was machst du morgens als Erstes?',
      'Fenster auf, Kaffeemaschine an.',
      'Den Wecker zweimal ausschalten, ganz ehrlich.',
    ),
    qa(
      'Was lernst du gerade?',
      'Italienisch, für den nächsten Urlaub.',
      'Gitarre. Meine Nachbarn sind sehr tapfer. #musik',
    ),
    qa(
      'Was magst du an deiner Stadt am meisten?',
      'Den Wochenmarkt am Samstag.',
      'Dass man überall mit dem Rad hinkommt.',
    ),
    qa(
      'Was machst du mit einem freien Nachmittag?',
      'Ein langer Spaziergang und danach ein Stück Kuchen.',
      'Brettspiele mit Freunden und viel zu viele Snacks.',
    ),
  ],
  es: [
    qa(
      '¿Qué libro cambió tu forma de pensar?',
      'Sin duda "Cien años de soledad". #libros',
      '"El principito". Lo releo cada pocos años y siempre me dice algo nuevo.',
    ),
    qa(
      '¿En qué ciudad vivirías durante un año?',
      'Buenos Aires, por la comida y la música. #viajes',
      'Lisboa. La luz de esa ciudad no se parece a ninguna.',
    ),
    qa(
      '¿Cuál es el mejor consejo que te han dado?',
      { f: 'Que no tome decisiones importantes enfadada.', m: 'Que no tome decisiones importantes enfadado.' },
      '"Lo que no se intenta ya está perdido." Me lo dijo mi abuela.',
    ),
    qa('¿Café o té, y por qué?', 'Café por la mañana, siempre. #café', {
      f: 'Té. El café me pone demasiado nerviosa.',
      m: 'Té. El café me pone demasiado nervioso.',
    }),
    qa(
      '¿Qué canción no te puedes sacar de la cabeza?',
      'Una canción de Rosalía que escuché ayer.',
      '"Vivir mi vida", de Marc Anthony. Culpa de la boda del sábado.',
    ),
    qa(
      { f: '¿En qué eres secretamente muy buena?', m: '¿En qué eres secretamente muy bueno?' },
      'Hago unas tortillas de patata increíbles.',
      'Me acuerdo del cumpleaños de todo el mundo sin mirar el calendario.',
    ),
    qa(
      '¿Qué fue lo último que te hizo reír a carcajadas?',
      'Mi sobrino intentando silbar. #familia',
      'Mi padre intentando mandar un audio de WhatsApp.',
    ),
    qa(
      '¿Qué película podrías ver cien veces?',
      'El laberinto del fauno. #cine',
      'Regreso al futuro. Nunca me cansa. #cine',
    ),
    qa(
      '¿Qué has desayunado hoy?',
      'Tostada con tomate y aceite. Un clásico.',
      'Solo un café con leche, que llegaba tarde.',
    ),
    qa(
      '¿Dónde pasaste tus últimas vacaciones?',
      'En Asturias. Llovió todos los días y aun así me encantó. #viajes',
      'En un pueblo de Cádiz: playa y siesta.',
    ),
    qa(
      '¿Qué es lo primero que haces por la mañana?',
      'Abrir la ventana y poner la cafetera.',
      'Apagar la alarma tres veces, para qué mentir.',
    ),
    qa(
      '¿Qué estás aprendiendo ahora mismo?',
      'Alemán, con mucha paciencia.',
      'A tocar el ukelele. Mis vecinos son muy comprensivos. #música',
    ),
    qa(
      '¿Qué es lo que más te gusta de tu ciudad?',
      'Las terrazas, en cualquier época del año.',
      'Que en veinte minutos estoy en la playa.',
    ),
    qa(
      '¿Qué harías con una tarde libre?',
      'Un paseo largo y luego una siesta.',
      'Juegos de mesa con amigos y demasiadas patatas fritas.',
    ),
  ],
  pt: [
    qa(
      'Que livro mudou a sua forma de pensar?',
      'Com certeza "Dom Casmurro". #livros',
      '"O Pequeno Príncipe". Releio de tempos em tempos e sempre aprendo algo.',
    ),
    qa(
      'Em que cidade você moraria por um ano?',
      'Lisboa, pela luz e pelos pastéis. #viagem',
      'Buenos Aires, pela comida e pelo tango.',
    ),
    qa(
      'Qual foi o melhor conselho que você já recebeu?',
      'Respire fundo antes de responder.',
      '"Feito é melhor que perfeito." Da minha primeira chefe.',
    ),
    qa('Café ou chá, e por quê?', 'Café, sempre café. #café', {
      f: 'Chá. Café me deixa agitada demais.',
      m: 'Chá. Café me deixa agitado demais.',
    }),
    qa(
      'Que música não sai da sua cabeça agora?',
      'Uma música antiga do Caetano.',
      '"Evidências". Culpa do karaokê de sábado.',
    ),
    qa(
      { f: 'Em que você é secretamente muito boa?', m: 'Em que você é secretamente muito bom?' },
      'Eu faço um brigadeiro imbatível.',
      'Lembro o aniversário de todo mundo sem olhar o calendário.',
    ),
    qa(
      'Qual foi a última coisa que te fez gargalhar?',
      'Meu gato tentando pegar o próprio rabo. #gatos',
      'Meu pai tentando mandar um áudio no WhatsApp.',
    ),
    qa(
      'Que filme você veria cem vezes?',
      'Cidade de Deus, sem dúvida. #cinema',
      'De Volta para o Futuro. Nunca enjoa. #cinema',
    ),
    qa('O que você tomou de café da manhã hoje?', 'Pão de queijo e café com leite.', {
      f: 'Só uma banana, porque estava atrasada.',
      m: 'Só uma banana, porque estava atrasado.',
    }),
    qa(
      'Para onde foi a sua última viagem?',
      'Chapada Diamantina. Cachoeira todo dia. #viagem',
      'Porto, para comer francesinha e andar à beira do rio.',
    ),
    qa('Qual é a primeira coisa que você faz de manhã?', 'Abro a janela e passo um café.', {
      f: 'Desligo o despertador três vezes, sendo bem sincera.',
      m: 'Desligo o despertador três vezes, sendo bem sincero.',
    }),
    qa(
      'O que você está aprendendo agora?',
      'Inglês, com muita paciência.',
      'Violão. Meus vizinhos são muito pacientes. #música',
    ),
    qa('Do que você mais gosta na sua cidade?', 'Das feiras de domingo.', 'Do pôr do sol na orla.'),
    qa(
      'O que você faria com uma tarde livre?',
      'Uma caminhada longa e depois um cochilo.',
      'Jogos de tabuleiro com os amigos e muita pipoca.',
    ),
  ],
  tr: [
    qa(
      'Hangi kitap düşünme şeklini değiştirdi?',
      'Kesinlikle "Kürk Mantolu Madonna". #kitap',
      '"Küçük Prens". Birkaç yılda bir yeniden okuyorum.',
    ),
    qa(
      'Bir yıl boyunca hangi şehirde yaşamak isterdin?',
      'Lizbon, ışığı ve tatlıları için. #seyahat',
      'Kyoto. Her mevsimini görmek istiyorum.',
    ),
    qa(
      'Aldığın en iyi tavsiye neydi?',
      'Önemli kararları bir gece bekleterek ver.',
      '"Kendini kimseyle kıyaslama." Babaannemden.',
    ),
    qa('Kahve mi çay mı, neden?', 'Sabah kahve, akşam çay. #çay', 'Çay, her zaman çay. İnce belli bardakta. #çay'),
    qa(
      'Şu an aklında hangi şarkı dönüyor?',
      'Babamın söylediği eski bir Barış Manço şarkısı.',
      'Sezen Aksu’dan "Gidiyorum". Bütün gün mırıldanıyorum.',
    ),
    qa(
      'Gizlice çok iyi olduğun bir şey var mı?',
      'Çok iyi menemen yaparım.',
      'Herkesin doğum gününü takvime bakmadan hatırlarım.',
    ),
    qa(
      'Seni en son ne kahkahalarla güldürdü?',
      'Kedimin duvardaki ışığı kovalaması. #kedi',
      'Babamın sesli mesaj göndermeye çalışması.',
    ),
    qa(
      'Hangi filmi yüz kez izleyebilirsin?',
      'Amélie, hiç şüphesiz. #film',
      'Babam ve Oğlum. Her seferinde ağlıyorum. #film',
    ),
    qa('Bugün kahvaltıda ne yedin?', 'Simit, peynir ve bir bardak çay.', 'Geç kaldığım için sadece bir muz.'),
    qa(
      'En son tatile nereye gittin?',
      'Kaş’a. Deniz, balık, uzun uykular. #seyahat',
      'Karadeniz’e; yayla yayla gezdik.',
    ),
    qa('Sabah kalkınca ilk ne yaparsın?', 'Perdeyi açıp çayı demlerim.', 'Alarmı üç kez ertelerim, yalan yok.'),
    qa(
      'Şu sıralar ne öğreniyorsun?',
      'İspanyolca, bir uygulamayla ve bolca sabırla.',
      'Bağlama çalmayı. Komşularım çok anlayışlı. #müzik',
    ),
    qa('Yaşadığın şehrin en sevdiğin yanı ne?', 'Vapurla işe gitmek.', 'Her köşede bir fırın olması.'),
    qa(
      'Boş bir öğleden sonra ne yapardın?',
      'Uzun bir yürüyüş, sonra kısa bir uyku.',
      'Arkadaşlarla okey, yanında bol çay.',
    ),
  ],
};
