/**
 * The film words of a prompt written in Hindi (Devanagari or Latin letters), Spanish or French, in
 * the English the catalog is written in: genres, moods, common themes, and the small words that say
 * 'not' or carry no meaning. A prompt is read in English after this; a word the lexicon lacks is
 * left as typed (Devanagari is spelled out in Latin letters, so a name can still be recognised).
 */
const LEXICON: Record<string, string> = {
  // Hindi, Devanagari
  'डरावनी|डरावना|डरावने|डर': 'scary',
  'हॉरर|होरर': 'horror',
  'भूतिया|भूत': 'ghost',
  हवेली: 'mansion',
  'कॉमेडी|कोमेडी|हास्य|मज़ेदार|मजेदार': 'comedy',
  'रोमांटिक|रोमांस': 'romantic',
  'प्यार|प्रेम|इश्क़|इश्क': 'love',
  'कहानी|कहानियाँ': 'story',
  'सच्ची कहानी|सच्ची घटना': 'true story',
  आधारित: 'based',
  'दोस्ती|दोस्त': 'friendship',
  'परिवार|पारिवारिक': 'family',
  क्रिकेट: 'cricket',
  'कुश्ती|पहलवान': 'wrestling',
  खेल: 'sports',
  'जासूसी|जासूस': 'spy',
  'थ्रिलर|रोमांचक': 'thriller',
  'रहस्य|रहस्यमय': 'mystery',
  अपराध: 'crime',
  'गैंगस्टर|माफ़िया|माफिया': 'gangster',
  पुलिस: 'police',
  'बदला|प्रतिशोध': 'revenge',
  'एक्शन|मारधाड़': 'action',
  'युद्ध|जंग': 'war',
  'विज्ञान कथा|साइंस फिक्शन|साइंस फ़िक्शन': 'sci-fi',
  अंतरिक्ष: 'space',
  एनीमे: 'anime',
  'एनिमेशन|कार्टून': 'animation',
  'शादी|विवाह': 'wedding',
  'भाई|भाइयों': 'brothers',
  'गाँव|गांव': 'village',
  'पुरानी|पुराने|पुराना': 'old',
  'नई|नया|नए': 'recent',
  'दुखद|दुखभरी|उदास': 'tearjerker',
  'हिंदी|हिन्दी|बॉलीवुड': 'hindi',
  'सीरीज़|सीरीज|वेब सीरीज़': 'series',
  'फ़िल्म|फिल्म|फ़िल्में|फिल्में|फ़िल्मों|फिल्मों|मूवी|सिनेमा': '',
  'नहीं|मत': 'not',
  बिना: 'without',
  'की|का|के|में|पर|से|और|वाली|वाला|वाले|कोई|कुछ|देखनी|देखना|है|हैं|चाहिए|एक|ये|यह|मुझे': '',
  // Hindi, Latin letters
  'darawni|darawna|daravni|daravna|darauni|darr': 'scary',
  'bhoot|bhootiya|bhutiya|bhut': 'ghost',
  haveli: 'mansion',
  'pyaar|pyar|prem|ishq|mohabbat': 'love',
  'kahani|kahaani|kahaniyan': 'story',
  'sacchi kahani|sachi kahani|sacchi kahaani|sachchi kahani|real kahani': 'true story',
  'dosti|yaari|yaarana': 'friendship',
  'hasi|hansi|mazak|mazaak|mazedaar|mazedar|comedy wali': 'funny',
  'kushti|pehelwan|pahalwan': 'wrestling',
  'jasoos|jasoosi|jasus': 'spy',
  'badla|inteqam|intekam': 'revenge',
  'bhai|bhaiyon|bhaiyo': 'brothers',
  'shaadi|shadi|vivah': 'wedding',
  'purani|purane|purana': 'old',
  'nayi|naya|naye': 'recent',
  'rula dene|rulane|rona|dukh|dukhi|dard bhari': 'tearjerker',
  'parivar|parivaar|family wali': 'family',
  'gaon|gaanv': 'village',
  'filmein|filme|filmon|picture|pikchar': '',
  'nahi|nahin|na ho': 'not',
  bina: 'without',
  'ki|ka|ke|pe|par|se|aur|wali|wala|wale|koi|kuch|dekhna|dekhni|dekhni hai|hai|hain|chahiye|mujhe|ek|yeh|ye': '',
  // Spanish
  'pelicula|peliculas|cine|filme|filmes': '',
  'terror|miedo|de miedo|aterradora|aterradoras|espeluznante': 'horror',
  'comedia|comedias|divertida|divertidas|divertido|graciosa|graciosas|para reir|reir': 'comedy',
  'comedia romantica|comedias romanticas': 'romantic comedy',
  'romantica|romanticas|romantico|romanticos': 'romantic',
  'amor|de amor': 'love',
  'historia de amor': 'love story',
  'ciencia ficcion': 'sci-fi',
  'espacio|espacial': 'space',
  'viaje en el tiempo|viajes en el tiempo|viajes temporales': 'time travel',
  'atraco|atracos|robo|robos|golpe': 'heist',
  'asesino en serie|asesinos en serie': 'serial killer',
  'asesinato|asesinatos|crimen|crimenes': 'crime',
  'policial|policiaca|policiaco|policia': 'police',
  'dibujos animados|animada|animadas|animacion': 'animation',
  'para toda la familia|familiar|familia': 'family',
  'ninos|infantil': 'children',
  'guerra civil': 'civil war',
  guerra: 'war',
  'cuento de hadas': 'fairy tale',
  'zombi|zombis|zombie': 'zombies',
  tren: 'train',
  'historia real|historias reales|basada en hechos reales|hechos reales': 'true story',
  supervivencia: 'survival',
  'tetraplejico|cuadriplejico|paralitico': 'quadriplegic',
  'serie|series de television': 'series',
  'espanola|espanol|espanolas|espanoles': 'spanish',
  'samurais|samurai': 'samurai',
  'japonesa|japoneses|japones|japonesas': 'japanese',
  'coreana|coreanas|coreano|coreanos': 'korean',
  'francesa|franceses|frances|francesas': 'french',
  'clasico|clasicos|clasica|clasicas|antigua|antiguas': 'classic',
  'misterio|misterios': 'mystery',
  'detective|detectives': 'detective',
  'suspenso|suspense': 'suspense',
  'accion|de accion': 'action',
  'aventura|aventuras': 'adventure',
  'triste|tristes|lacrimogena|para llorar': 'tearjerker',
  venganza: 'revenge',
  amistad: 'friendship',
  'fantasmas|fantasma': 'ghosts',
  'casa embrujada': 'haunted house',
  'nada de|ninguna|ningun': 'no',
  'algo|una|uno|unas|unos|el|los|las|del|para|que|con|y|en|sobre|de la|de los|de las|quiero|ver': '',
  // Spanish: who and what stories are about
  'perro|perros': 'dog',
  'tiburon|tiburones': 'shark',
  'caballo|caballos': 'horse',
  'dinosaurio|dinosaurios': 'dinosaurs',
  'playa|playas': 'beach',
  'isla|islas': 'island',
  selva: 'jungle',
  desierto: 'desert',
  'mar|oceano': 'sea',
  'montana|montanas': 'mountain',
  'escuela|colegio|instituto': 'school',
  'carcel|prision': 'prison',
  ciudad: 'city',
  pueblo: 'village',
  'barco|barcos': 'ship',
  'avion|aviones': 'plane',
  'coche|coches': 'car',
  'carrera|carreras': 'race',
  padre: 'father',
  madre: 'mother',
  hijo: 'son',
  hija: 'daughter',
  hermanos: 'brothers',
  nino: 'child',
  rey: 'king',
  reina: 'queen',
  princesa: 'princess',
  'soldado|soldados': 'soldier',
  abogado: 'lawyer',
  medico: 'doctor',
  'profesor|profesora|maestro|maestra': 'teacher',
  periodista: 'journalist',
  boxeador: 'boxer',
  'ladron|ladrones': 'thief',
  'asesino|asesina': 'killer',
  'bruja|brujas': 'witch',
  'vampiro|vampiros': 'vampires',
  'extraterrestre|extraterrestres': 'aliens',
  'ataca|ataque|atacan': 'attack',
  muerte: 'death',
  fuga: 'escape',
  secuestro: 'kidnapping',
  juicio: 'trial',
  musica: 'music',
  baile: 'dance',
  boxeo: 'boxing',
  futbol: 'football',
  'cocina|cocinar': 'cooking',
  cocinero: 'chef',
  'sueno|suenos': 'dreams',
  'italiana|italiano|italianos': 'italian',
  'nueva york': 'new york',
  // French
  'horreur|epouvante|qui fait peur|effrayant|effrayante': 'horror',
  'comedie|comedies|drole|droles|marrant': 'comedy',
  'comedie romantique|comedies romantiques': 'romantic comedy',
  "amour|histoire d amour|histoire d’amour|histoire d'amour": 'love story',
  'science-fiction|science fiction': 'sci-fi',
  'espace|spatial': 'space',
  'voyage dans le temps|voyages dans le temps': 'time travel',
  'casse|braquage|braquages|cambriolage': 'heist',
  'cambrioleur|voleur': 'thief',
  'tueur en serie|tueurs en serie': 'serial killer',
  'dessin anime|dessins animes|animation': 'animation',
  'anime pour enfants|animes pour enfants': 'animation family',
  'enfants|pour enfants|famille|familial': 'family',
  'nouvelle vague': 'new wave',
  'qui fait du bien|feel-good|reconfortant': 'feel good',
  'banlieue|banlieues': 'banlieue',
  'histoire vraie|histoires vraies|tire d une histoire vraie': 'true story',
  guerre: 'war',
  amitie: 'friendship',
  riche: 'rich',
  'tetraplegique|quadriplegique|paralyse|paralysee': 'quadriplegic',
  'policier|policiers': 'police',
  'coreen|coreens|coreenne': 'korean',
  'japonais|japonaise': 'japanese',
  'espagnol|espagnole': 'spanish',
  'femmes|femme': 'women',
  'peintre|peintres|peinture': 'painter',
  vengeance: 'revenge',
  enquete: 'investigation',
  'triste|tristes|pour pleurer|qui fait pleurer': 'tearjerker',
  'fantome|fantomes|maison hantee': 'ghost',
  // French: who and what stories are about
  'chien|chiens': 'dog',
  'requin|requins': 'shark',
  'cheval|chevaux': 'horse',
  'dinosaure|dinosaures': 'dinosaurs',
  'plage|plages': 'beach',
  'ile|iles': 'island',
  mer: 'sea',
  'montagne|montagnes': 'mountain',
  'ecole|lycee': 'school',
  ville: 'city',
  'bateau|bateaux|navire': 'ship',
  'avion|avions': 'plane',
  'voiture|voitures': 'car',
  pere: 'father',
  fils: 'son',
  fille: 'daughter',
  freres: 'brothers',
  enfant: 'child',
  roi: 'king',
  reine: 'queen',
  princesse: 'princess',
  'soldat|soldats': 'soldier',
  avocat: 'lawyer',
  medecin: 'doctor',
  'professeur|prof|instituteur|institutrice': 'teacher',
  journaliste: 'journalist',
  boxeur: 'boxer',
  'tueur|tueuse': 'killer',
  'sorciere|sorcieres': 'witch',
  'attaque|attaquent': 'attack',
  mort: 'death',
  enlevement: 'kidnapping',
  proces: 'trial',
  musique: 'music',
  danse: 'dance',
  boxe: 'boxing',
  'cuisine|cuisiner|cuisinier': 'cooking',
  'reve|reves|rever': 'dreams',
  'italien|italienne': 'italian',
  'pas de|aucun|aucune|rien de': 'no',
  sans: 'without',
  'un|une|le|la|les|des|du|de|d|l|et|pour|avec|dans|sur|qui|entre|sa|ses|je|veux|voir|film|films': '',
};

// A letter typed with or without its accent: 'pelicula' matches 'película'.
const ACCENTED: Record<string, string> = { a: 'aáàâäã', e: 'eéèêë', i: 'iíìîï', o: 'oóòôöõ', u: 'uúùûü', n: 'nñ', c: 'cç' };

function accentFree(pattern: string): string {
  return [...pattern].map((letter) => (ACCENTED[letter] ? `[${ACCENTED[letter]}]` : letter.replace(/[.*+?^${}()[\]\\]/g, '\\$&'))).join('');
}

// The marks of Devanagari are part of its words: \p{M} counts as a letter at a word's edge.
const EDGE_BEFORE = '(?<![\\p{L}\\p{M}\\p{N}])';
const EDGE_AFTER = '(?![\\p{L}\\p{M}\\p{N}])';

/** Each phrase as it may be typed, longest first, so 'comedia romántica' is read before 'comedia'. */
const RULES = Object.entries(LEXICON)
  .flatMap(([said, english]) => said.split('|').map((phrase) => ({ phrase, english })))
  .sort((a, b) => b.phrase.length - a.phrase.length)
  .map(({ phrase, english }) => ({ typed: phrase.split(' ').map(accentFree).join('\\s+'), english }))
  .map(({ typed, english }) => ({ typed, exact: new RegExp(`^${typed}$`, 'iu'), english }));

/**
 * Every phrase in one pattern, read from left to right, the longest phrase at each place first: in
 * 'dessin animé pour enfants' the phrase 'dessin animé' is read before 'animé pour enfants' can take its word.
 */
const ANY_PHRASE = new RegExp(`${EDGE_BEFORE}(?:${RULES.map((rule) => rule.typed).join('|')})${EDGE_AFTER}`, 'giu');

/** A lower-case prompt with its Hindi, Spanish and French film words in English; other words kept. */
export function inEnglish(text: string): string {
  const english = text.normalize('NFC').replace(ANY_PHRASE, (said) => ` ${RULES.find((rule) => rule.exact.test(said))!.english} `);
  return transliterated(english).replace(/\s+/g, ' ').trim();
}

const VOWELS: Record<string, string> = {
  अ: 'a',
  आ: 'a',
  इ: 'i',
  ई: 'i',
  उ: 'u',
  ऊ: 'u',
  ऋ: 'ri',
  ए: 'e',
  ऐ: 'ai',
  ओ: 'o',
  औ: 'au',
  ऑ: 'o',
};
const SIGNS: Record<string, string> = {
  'ा': 'a',
  'ि': 'i',
  'ी': 'i',
  'ु': 'u',
  'ू': 'u',
  'ृ': 'ri',
  'े': 'e',
  'ै': 'ai',
  'ो': 'o',
  'ौ': 'au',
  'ॉ': 'o',
};
const CONSONANTS: Record<string, string> = {
  क: 'k',
  ख: 'kh',
  ग: 'g',
  घ: 'gh',
  ङ: 'n',
  च: 'ch',
  छ: 'chh',
  ज: 'j',
  झ: 'jh',
  ञ: 'n',
  ट: 't',
  ठ: 'th',
  ड: 'd',
  ढ: 'dh',
  ण: 'n',
  त: 't',
  थ: 'th',
  द: 'd',
  ध: 'dh',
  न: 'n',
  प: 'p',
  फ: 'f',
  ब: 'b',
  भ: 'bh',
  म: 'm',
  य: 'y',
  र: 'r',
  ल: 'l',
  व: 'v',
  श: 'sh',
  ष: 'sh',
  स: 's',
  ह: 'h',
};
const VIRAMA = '्';

/**
 * Devanagari spelled in Latin letters the way names are usually written ('अमिताभ बच्चन' →
 * 'amitabh bachchan'): a consonant carries an 'a' unless a vowel sign or a virama follows, or it
 * ends the word or comes before a consonant that carries its own vowel sign.
 */
export function transliterated(text: string): string {
  const letters = [...text.normalize('NFD').replace(/\u093c/g, '')];
  let out = '';
  for (let i = 0; i < letters.length; i++) {
    const letter = letters[i]!;
    const next = letters[i + 1];
    if (VOWELS[letter] !== undefined) out += VOWELS[letter];
    else if (SIGNS[letter] !== undefined) out += SIGNS[letter];
    else if (CONSONANTS[letter] !== undefined) {
      out += CONSONANTS[letter];
      const followedByConsonant = next !== undefined && CONSONANTS[next] !== undefined;
      const endsWord = next === undefined || !/[\u0900-\u097f]/u.test(next);
      const schwaDropped = followedByConsonant && SIGNS[letters[i + 2] ?? ''] !== undefined && out.length > 1;
      if (next !== VIRAMA && SIGNS[next ?? ''] === undefined && !endsWord && !schwaDropped) out += 'a';
    } else if (letter === 'ं' || letter === 'ँ') out += 'n';
    else if (letter === VIRAMA || letter === 'ः') continue;
    else out += letter;
  }
  return out.normalize('NFC');
}
