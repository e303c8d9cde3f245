import type { Language } from '@qurio/contract';
import type { Gendered } from './people.js';

/**
 * Answers to the site-wide prompts (features/prompts/prompt-texts.ts), keyed by the prompt's exact
 * text: a demo member answers only prompts listed here, with one of the prompt's own answers. A
 * prompt whose text changes drops out of the seed (and seed.test.ts says so) instead of getting an
 * answer to another question.
 */
export const PROMPT_ANSWERS: Record<Language, Readonly<Record<string, readonly Gendered[]>>> = {
  en: {
    'What does your perfect Sunday look like?': [
      'A slow breakfast, a long walk and a roast in the evening.',
      'Sleeping in, then the papers and a walk in the park.',
      'Football in the morning, family lunch, no alarm clock. #sunday',
    ],
    'If you could travel anywhere tomorrow, where would you go?': [
      'Japan, to see the cherry blossoms at least once. #travel',
      'Iceland. I want to see the northern lights.',
      'Back to New York. I still owe myself a proper slice of pizza there.',
    ],
    'Would you rather be able to fly or be invisible?': [
      'Fly, obviously. No more traffic.',
      'Invisible, just to find out what my cat does all day.',
      'Flying. Being invisible sounds lonely.',
    ],
    "What's your go-to comfort food?": [
      'Mac and cheese, straight from the pan.',
      "My mum's chicken soup. #food",
      'Toast with butter and a big mug of tea.',
    ],
    'Cats or dogs, and why?': [
      'Cats. They let you know exactly where you stand. #cats',
      'Dogs! Mine waits at the door every evening. #dogs',
      'Both. I refuse to choose.',
    ],
    'Which superpower would you choose?': [
      'Teleporting. I would never be late again.',
      'Reading minds, but only for one day.',
      'Stopping time for ten minutes every morning.',
    ],
    'Are you a morning person or a night owl?': [
      'Night owl. My best ideas come after midnight.',
      'Morning person. I love the city before anyone else is awake.',
      "Neither. I'm an afternoon person.",
    ],
    "What's your favourite season, and why?": [
      'Autumn: long walks, warm jumpers and orange leaves.',
      'Summer, for late sunsets and the sea.',
      'Spring, when everything starts again.',
    ],
    'Would you rather live by the sea or in the mountains?': [
      'By the sea. I sleep best when I can hear the waves.',
      'The mountains, with a fireplace and no wifi.',
      "Sea in summer, mountains in winter, if I'm allowed to cheat.",
    ],
    'Coffee, tea or something else entirely?': [
      'Coffee, black, and far too much of it. #coffee',
      "Tea with milk. I'm not sorry.",
      'Hot chocolate, all year round.',
    ],
    'What did you want to be when you grew up?': [
      'An astronaut. Then I found out I get sick on swings.',
      'A vet, until I met a very angry goose.',
      'A train driver. Part of me still does.',
    ],
    "What's your favourite way to spend a rainy day?": [
      'A blanket, a pot of tea and a long book. #books',
      'Baking something and watching old films.',
      'Puddle walks with the dog, then a hot shower.',
    ],
  },
  de: {
    'Wie sieht für dich der perfekte Sonntag aus?': [
      'Ausschlafen, Frühstück bis mittags und ein Spaziergang an der Elbe.',
      'Brötchen holen, Zeitung lesen, abends Tatort.',
      'Lange frühstücken und dann mit einem Buch aufs Sofa.',
    ],
    'Wenn du morgen überallhin reisen könntest – wohin ginge es?': [
      'Nach Japan, zur Kirschblüte. #reisen',
      'Nach Island, um einmal Polarlichter zu sehen.',
      'Nach New York, einfach nur durch die Straßen laufen.',
    ],
    'Würdest du lieber fliegen können oder unsichtbar sein?': [
      'Fliegen, ganz klar. Nie wieder Stau.',
      'Unsichtbar, um zu sehen, was meine Katze den ganzen Tag macht.',
      'Fliegen. Unsichtbar sein klingt einsam.',
    ],
    'Was ist dein liebstes Wohlfühlessen?': [
      'Kässpätzle mit Röstzwiebeln.',
      'Die Kartoffelsuppe meiner Mutter. #essen',
      'Pfannkuchen mit Apfelmus.',
    ],
    'Katzen oder Hunde – und warum?': [
      'Katzen. Die zeigen einem wenigstens ehrlich, was sie denken. #katzen',
      'Hunde! Meiner wartet jeden Abend an der Tür. #hunde',
      'Beide. Ich kann mich nicht entscheiden.',
    ],
    'Welche Superkraft hättest du gern?': [
      'Teleportieren. Nie wieder zu spät kommen.',
      'Gedanken lesen, aber nur einen Tag lang.',
      'Die Zeit anhalten, jeden Morgen für zehn Minuten.',
    ],
    'Frühaufsteher oder Nachteule?': [
      'Nachteule. Meine besten Ideen kommen nach Mitternacht.',
      {
        f: 'Frühaufsteherin. Die Stadt gehört mir, bevor alle wach sind.',
        m: 'Frühaufsteher. Die Stadt gehört mir, bevor alle wach sind.',
      },
      'Weder noch. Ich bin ein Nachmittagsmensch.',
    ],
    'Was ist deine liebste Jahreszeit und warum?': [
      'Herbst: lange Spaziergänge, dicke Pullis und buntes Laub.',
      'Sommer, wegen der langen Abende am See.',
      'Frühling, wenn alles wieder anfängt.',
    ],
    'Würdest du lieber am Meer oder in den Bergen wohnen?': [
      'Am Meer. Beim Rauschen der Wellen schlafe ich am besten.',
      'In den Bergen, mit Kamin und ohne WLAN.',
      'Im Sommer am Meer, im Winter in den Bergen, wenn ich schummeln darf.',
    ],
    'Kaffee, Tee oder etwas ganz anderes?': [
      'Kaffee, schwarz und viel zu viel davon. #kaffee',
      'Tee, am liebsten Pfefferminz.',
      'Heiße Schokolade, das ganze Jahr über.',
    ],
    'Was wolltest du als Kind mal werden?': [
      {
        f: 'Astronautin. Dann habe ich gemerkt, dass mir auf der Schaukel schlecht wird.',
        m: 'Astronaut. Dann habe ich gemerkt, dass mir auf der Schaukel schlecht wird.',
      },
      {
        f: 'Tierärztin, bis ich einer sehr wütenden Gans begegnet bin.',
        m: 'Tierarzt, bis ich einer sehr wütenden Gans begegnet bin.',
      },
      {
        f: 'Lokführerin. Ein bisschen will ich das immer noch.',
        m: 'Lokführer. Ein bisschen will ich das immer noch.',
      },
    ],
    'Wie verbringst du am liebsten einen verregneten Tag?': [
      'Decke, Tee und ein dickes Buch. #bücher',
      'Backen und alte Filme schauen.',
      'Mit dem Hund durch die Pfützen und danach heiß duschen.',
    ],
  },
  es: {
    '¿Cómo sería tu domingo perfecto?': [
      'Desayuno largo, paseo por el Retiro y vermú a mediodía.',
      'Dormir hasta tarde y comer paella con la familia.',
      'Sofá, manta y una serie entera.',
    ],
    '¿Adónde irías si mañana pudieras viajar a cualquier parte?': [
      'A Japón, a ver los cerezos en flor. #viajes',
      'A Islandia, para ver la aurora boreal.',
      'A México, por la comida y por la gente.',
    ],
    '¿Preferirías poder volar o ser invisible?': [
      'Volar, sin duda. Se acabaron los atascos.',
      'Ser invisible, para ver qué hace mi gato todo el día.',
      'Volar. Ser invisible suena muy solitario.',
    ],
    '¿Cuál es tu comida favorita para los días malos?': [
      'Las lentejas de mi madre. #comida',
      'Una tortilla de patata bien jugosa.',
      'Chocolate con churros: no hay día malo que lo resista.',
    ],
    '¿Eres más de gatos o de perros? ¿Por qué?': [
      'De gatos. Te dejan muy claro lo que piensan. #gatos',
      '¡De perros! El mío me espera en la puerta cada tarde. #perros',
      'De los dos. Me niego a elegir.',
    ],
    '¿Qué superpoder elegirías?': [
      'Teletransportarme. No volvería a llegar tarde.',
      'Leer la mente, pero solo un día.',
      'Parar el tiempo diez minutos cada mañana.',
    ],
    '¿Eres más de madrugar o de trasnochar?': [
      'De trasnochar. Mis mejores ideas llegan después de medianoche.',
      'De madrugar: me encanta la ciudad antes de que despierte.',
      'Ni lo uno ni lo otro: soy de siesta.',
    ],
    '¿Cuál es tu estación del año favorita y por qué?': [
      'El otoño: paseos largos, jerséis y hojas naranjas.',
      'El verano, por las noches largas en la terraza.',
      'La primavera, cuando todo vuelve a empezar.',
    ],
    '¿Preferirías vivir junto al mar o en la montaña?': [
      'Junto al mar. Duermo mejor oyendo las olas.',
      'En la montaña, con chimenea y sin wifi.',
      'Mar en verano y montaña en invierno, si se puede hacer trampa.',
    ],
    '¿Café, té o algo totalmente distinto?': [
      'Café solo, y demasiado. #café',
      'Té verde, varias tazas al día.',
      { f: 'Cacao con leche, como cuando era pequeña.', m: 'Cacao con leche, como cuando era pequeño.' },
    ],
    '¿Qué querías ser de mayor cuando eras pequeño?': [
      'Astronauta. Luego descubrí que me mareo en los columpios.',
      {
        f: 'Veterinaria, hasta que me persiguió un ganso con muy malas pulgas.',
        m: 'Veterinario, hasta que me persiguió un ganso con muy malas pulgas.',
      },
      'Maquinista de tren. En el fondo, todavía quiero serlo.',
    ],
    '¿Cuál es tu plan ideal para un día de lluvia?': [
      'Manta, té y un libro largo. #libros',
      'Hacer un bizcocho y ver películas antiguas.',
      'Pasear con el perro bajo la lluvia y luego una ducha caliente.',
    ],
  },
  pt: {
    'Como seria o seu domingo perfeito?': [
      'Acordar tarde, almoço de família e filme à noite.',
      'Feira de manhã e praia à tarde. #domingo',
      'Sofá, pipoca e uma série inteira.',
    ],
    'Se pudesse viajar para qualquer lugar amanhã, para onde você iria?': [
      'Japão, para ver as cerejeiras. #viagem',
      'Islândia, para ver a aurora boreal.',
      'Fernando de Noronha, sem pensar duas vezes.',
    ],
    'Você prefere poder voar ou ficar invisível?': [
      'Voar, claro. Nunca mais trânsito.',
      'Ficar invisível, só para ver o que meu gato faz o dia todo.',
      'Voar. Ficar invisível parece solitário.',
    ],
    'Qual comida sempre deixa o seu dia melhor?': [
      'Feijoada de sábado. #comida',
      'Pão de queijo quentinho.',
      'Arroz, feijão e ovo frito. Simples e perfeito.',
    ],
    'Você é mais de cachorro ou de gato? Por quê?': [
      'De gato. Eles deixam bem claro o que pensam. #gatos',
      'De cachorro! O meu me espera na porta todo dia. #cachorros',
      'Dos dois. Me recuso a escolher.',
    ],
    'Que superpoder você escolheria?': [
      { f: 'Teletransporte. Nunca mais chegaria atrasada.', m: 'Teletransporte. Nunca mais chegaria atrasado.' },
      'Ler mentes, mas só por um dia.',
      'Parar o tempo por dez minutos toda manhã.',
    ],
    'Você é mais de acordar cedo ou de virar a noite?': [
      'De virar a noite. Minhas melhores ideias vêm depois da meia-noite.',
      'De acordar cedo: adoro a cidade antes de todo mundo acordar.',
      'Nenhum dos dois: sou da soneca da tarde.',
    ],
    'Qual é a sua estação do ano favorita e por quê?': [
      'O outono: dias amenos e céu limpo.',
      'O verão, por causa da praia e das noites quentes.',
      'A primavera, quando tudo floresce.',
    ],
    'Você prefere morar na praia ou na serra?': [
      'Na praia. Durmo melhor ouvindo o mar.',
      'Na serra, com lareira e fondue.',
      'Praia no verão e serra no inverno, se puder trapacear.',
    ],
    'Café, chá ou alguma outra coisa?': [
      'Café coado, muitas vezes por dia. #café',
      'Chá de camomila antes de dormir.',
      'Chimarrão, sempre.',
    ],
    'O que você queria ser quando crescesse?': [
      'Astronauta. Depois descobri que enjoo no balanço.',
      {
        f: 'Veterinária, até ser perseguida por um ganso muito bravo.',
        m: 'Veterinário, até ser perseguido por um ganso muito bravo.',
      },
      { f: 'Jogadora de futebol, claro.', m: 'Jogador de futebol, claro.' },
    ],
    'Qual é o seu programa ideal para um dia de chuva?': [
      'Coberta, chá e um livro bem comprido. #livros',
      'Fazer bolo e ver filmes antigos.',
      'Maratonar uma série debaixo do edredom.',
    ],
  },
  tr: {
    'Senin için mükemmel bir pazar günü nasıl geçer?': [
      'Uzun bir serpme kahvaltı, sonra sahilde yürüyüş.',
      'Öğlene kadar uyumak ve akşam ailecek yemek.',
      'Kanepe, battaniye ve bir dizi.',
    ],
    'Yarın dünyanın herhangi bir yerine gidebilsen nereye giderdin?': [
      'Japonya’ya, kiraz çiçeklerini görmeye. #seyahat',
      'İzlanda’ya, kuzey ışıkları için.',
      'Kapadokya’ya, balonları bir de yakından görmek için.',
    ],
    'Uçabilmeyi mi yoksa görünmez olmayı mı tercih ederdin?': [
      'Uçmayı, tabii ki. Trafiğe elveda.',
      'Görünmez olmayı; kedim bütün gün ne yapıyor, görmek isterim.',
      'Uçmayı. Görünmez olmak bana yalnız geliyor.',
    ],
    'Moralin bozukken en çok ne yemek istersin?': [
      'Annemin mercimek çorbası. #yemek',
      'Bol peynirli bir tost.',
      'Mantı, üstüne bol yoğurt.',
    ],
    'Kedi mi köpek mi, neden?': [
      'Kedi. Ne düşündüklerini açıkça belli ediyorlar. #kedi',
      'Köpek! Benimki her akşam kapıda bekliyor. #köpek',
      'İkisi de. Seçmek zorunda değilim.',
    ],
    'Hangi süper güce sahip olmak isterdin?': [
      'Işınlanma. Bir daha asla geç kalmazdım.',
      'Akıl okuma, ama sadece bir günlüğüne.',
      'Her sabah on dakikalığına zamanı durdurmak.',
    ],
    'Sabahçı mısın yoksa gece kuşu mu?': [
      'Gece kuşuyum. En iyi fikirlerim gece yarısından sonra gelir.',
      'Sabahçıyım; şehri herkes uyanmadan önce seviyorum.',
      'İkisi de değil, ben öğle uykusu insanıyım.',
    ],
    'En sevdiğin mevsim hangisi, neden?': [
      'Sonbahar: uzun yürüyüşler, kalın kazaklar ve sarı yapraklar.',
      'Yaz, uzun akşamlar ve deniz için.',
      'İlkbahar, her şey yeniden başladığı için.',
    ],
    'Deniz kenarında mı yaşamak isterdin, dağlarda mı?': [
      'Deniz kenarında. Dalga sesiyle daha iyi uyuyorum.',
      'Dağlarda, şömine başında ve internetsiz.',
      'Yazın deniz, kışın dağ; hile yapabilirsem tabii.',
    ],
    'Çay mı kahve mi, yoksa bambaşka bir şey mi?': [
      'Çay, her zaman. İnce belli bardakta. #çay',
      'Türk kahvesi, yanında lokumla. #kahve',
      'Salep, özellikle kışın.',
    ],
    'Çocukken büyüyünce ne olmak istiyordun?': [
      'Astronot. Sonra salıncakta midemin bulandığını fark ettim.',
      'Veteriner, ta ki çok sinirli bir kaz beni kovalayana kadar.',
      'Makinist. Aslında hâlâ biraz istiyorum.',
    ],
    'Yağmurlu bir günü en çok nasıl geçirmeyi seversin?': [
      'Battaniye, çay ve kalın bir kitap. #kitap',
      'Kek yapıp eski filmler izlemek.',
      'Köpekle su birikintilerinde yürüyüş, sonra sıcak bir duş.',
    ],
  },
};
