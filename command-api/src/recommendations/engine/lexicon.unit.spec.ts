import { expect } from 'chai';
import { inEnglish, transliterated } from './lexicon';

describe('reading a prompt in Hindi, Spanish or French', () => {
  it('reads Devanagari film words in English and drops the small words', () => {
    expect(inEnglish('डरावनी फ़िल्म')).to.equal('scary');
    expect(inEnglish('प्यार की कहानी')).to.equal('love story');
    expect(inEnglish('सच्ची कहानी पर आधारित')).to.equal('true story based');
  });

  it('spells other Devanagari words in Latin letters, so names can be recognised', () => {
    expect(inEnglish('अमिताभ बच्चन')).to.equal('amitabh bachchan');
    expect(transliterated('शाहरुख खान')).to.equal('shahrukh khan');
    expect(transliterated('आमिर')).to.equal('amir');
    expect(transliterated('संगीत')).to.equal('sangit');
    expect(transliterated('दुःख')).to.equal('dukh');
    expect(transliterated('ऋषि')).to.equal('rishi');
    expect(transliterated('a b')).to.equal('a b');
  });

  it('reads Hindi written in Latin letters', () => {
    expect(inEnglish('bhoot wali movie')).to.equal('ghost movie');
    expect(inEnglish('sacchi kahani')).to.equal('true story');
    expect(inEnglish('horror nahi chahiye')).to.equal('horror not');
  });

  it('reads Spanish and French with or without their accents', () => {
    expect(inEnglish('películas de terror')).to.equal('horror');
    expect(inEnglish('peliculas de terror')).to.equal('horror');
    expect(inEnglish('una comedia romántica')).to.equal('romantic comedy');
    expect(inEnglish('ciencia ficción en el espacio')).to.equal('sci-fi space');
    expect(inEnglish("films d'horreur")).to.equal("' horror");
    expect(inEnglish('une comédie romantique')).to.equal('romantic comedy');
    expect(inEnglish('tueur en série')).to.equal('serial killer');
    expect(inEnglish('un film qui fait du bien')).to.equal('feel good');
  });

  it('keeps English words as they are, and a lexicon word only as a whole word', () => {
    expect(inEnglish('a heist inside dreams')).to.equal('a heist inside dreams');
    expect(inEnglish('terrorism')).to.equal('terrorism');
    expect(inEnglish('kindness')).to.equal('kindness');
  });
});

describe('the lexicon, word by word', () => {
  it('reads each film word of Hindi, Spanish and French as the English the catalog is written in, and drops the small words', () => {
    const read: [said: string, english: string][] = [
      ['डरावनी', 'scary'],
      ['हॉरर', 'horror'],
      ['भूतिया', 'ghost'],
      ['हवेली', 'mansion'],
      ['कॉमेडी', 'comedy'],
      ['रोमांटिक', 'romantic'],
      ['प्यार', 'love'],
      ['कहानी', 'story'],
      ['सच्ची कहानी', 'true story'],
      ['आधारित', 'based'],
      ['दोस्ती', 'friendship'],
      ['परिवार', 'family'],
      ['क्रिकेट', 'cricket'],
      ['कुश्ती', 'wrestling'],
      ['खेल', 'sports'],
      ['जासूसी', 'spy'],
      ['थ्रिलर', 'thriller'],
      ['रहस्य', 'mystery'],
      ['अपराध', 'crime'],
      ['गैंगस्टर', 'gangster'],
      ['पुलिस', 'police'],
      ['बदला', 'revenge'],
      ['एक्शन', 'action'],
      ['युद्ध', 'war'],
      ['विज्ञान कथा', 'sci-fi'],
      ['अंतरिक्ष', 'space'],
      ['एनीमे', 'anime'],
      ['एनिमेशन', 'animation'],
      ['शादी', 'wedding'],
      ['भाई', 'brothers'],
      ['गाँव', 'village'],
      ['पुरानी', 'old'],
      ['नई', 'recent'],
      ['दुखद', 'tearjerker'],
      ['हिंदी', 'hindi'],
      ['सीरीज़', 'series'],
      ['नहीं', 'not'],
      ['बिना', 'without'],
      ['की', ''],
      ['darawni', 'scary'],
      ['bhoot', 'ghost'],
      ['haveli', 'mansion'],
      ['pyaar', 'love'],
      ['kahani', 'story'],
      ['sacchi kahani', 'true story'],
      ['dosti', 'friendship'],
      ['hasi', 'funny'],
      ['kushti', 'wrestling'],
      ['jasoos', 'spy'],
      ['badla', 'revenge'],
      ['bhai', 'brothers'],
      ['shaadi', 'wedding'],
      ['purani', 'old'],
      ['nayi', 'recent'],
      ['rula dene', 'tearjerker'],
      ['parivar', 'family'],
      ['gaon', 'village'],
      ['nahi', 'not'],
      ['bina', 'without'],
      ['ki', ''],
      ['terror', 'horror'],
      ['comedia', 'comedy'],
      ['comedia romantica', 'romantic comedy'],
      ['romantica', 'romantic'],
      ['amor', 'love'],
      ['historia de amor', 'love story'],
      ['ciencia ficcion', 'sci-fi'],
      ['espacio', 'space'],
      ['viaje en el tiempo', 'time travel'],
      ['atraco', 'heist'],
      ['asesino en serie', 'serial killer'],
      ['asesinato', 'crime'],
      ['policial', 'police'],
      ['dibujos animados', 'animation'],
      ['para toda la familia', 'family'],
      ['ninos', 'children'],
      ['guerra civil', 'civil war'],
      ['guerra', 'war'],
      ['cuento de hadas', 'fairy tale'],
      ['zombi', 'zombies'],
      ['tren', 'train'],
      ['historia real', 'true story'],
      ['supervivencia', 'survival'],
      ['serie', 'series'],
      ['espanola', 'spanish'],
      ['samurais', 'samurai'],
      ['japonesa', 'japanese'],
      ['coreana', 'korean'],
      ['francesa', 'french'],
      ['clasico', 'classic'],
      ['misterio', 'mystery'],
      ['detective', 'detective'],
      ['suspenso', 'suspense'],
      ['accion', 'action'],
      ['aventura', 'adventure'],
      ['triste', 'tearjerker'],
      ['venganza', 'revenge'],
      ['amistad', 'friendship'],
      ['fantasmas', 'ghosts'],
      ['casa embrujada', 'haunted house'],
      ['nada de', 'no'],
      ['algo', ''],
      ['horreur', 'horror'],
      ['comedie', 'comedy'],
      ['comedie romantique', 'romantic comedy'],
      ['amour', 'love story'],
      ['science-fiction', 'sci-fi'],
      ['espace', 'space'],
      ['voyage dans le temps', 'time travel'],
      ['casse', 'heist'],
      ['cambrioleur', 'thief'],
      ['tueur en serie', 'serial killer'],
      ['dessin anime', 'animation'],
      ['enfants', 'family'],
      ['nouvelle vague', 'new wave'],
      ['qui fait du bien', 'feel good'],
      ['banlieue', 'banlieue'],
      ['histoire vraie', 'true story'],
      ['guerre', 'war'],
      ['amitie', 'friendship'],
      ['riche', 'rich'],
      ['policier', 'police'],
      ['coreen', 'korean'],
      ['japonais', 'japanese'],
      ['espagnol', 'spanish'],
      ['femmes', 'women'],
      ['peintre', 'painter'],
      ['vengeance', 'revenge'],
      ['enquete', 'investigation'],
      ['fantome', 'ghost'],
      ['pas de', 'no'],
      ['sans', 'without'],
      ['un', ''],
      ['perro', 'dog'],
      ['tiburon', 'shark'],
      ['caballo', 'horse'],
      ['dinosaurio', 'dinosaurs'],
      ['playa', 'beach'],
      ['isla', 'island'],
      ['selva', 'jungle'],
      ['desierto', 'desert'],
      ['mar', 'sea'],
      ['montana', 'mountain'],
      ['escuela', 'school'],
      ['carcel', 'prison'],
      ['ciudad', 'city'],
      ['pueblo', 'village'],
      ['barco', 'ship'],
      ['avion', 'plane'],
      ['coche', 'car'],
      ['carrera', 'race'],
      ['padre', 'father'],
      ['madre', 'mother'],
      ['hijo', 'son'],
      ['hija', 'daughter'],
      ['hermanos', 'brothers'],
      ['nino', 'child'],
      ['rey', 'king'],
      ['reina', 'queen'],
      ['princesa', 'princess'],
      ['soldado', 'soldier'],
      ['abogado', 'lawyer'],
      ['medico', 'doctor'],
      ['profesor', 'teacher'],
      ['periodista', 'journalist'],
      ['boxeador', 'boxer'],
      ['ladron', 'thief'],
      ['asesino', 'killer'],
      ['bruja', 'witch'],
      ['vampiro', 'vampires'],
      ['extraterrestre', 'aliens'],
      ['ataca', 'attack'],
      ['muerte', 'death'],
      ['fuga', 'escape'],
      ['secuestro', 'kidnapping'],
      ['juicio', 'trial'],
      ['musica', 'music'],
      ['baile', 'dance'],
      ['boxeo', 'boxing'],
      ['futbol', 'football'],
      ['cocina', 'cooking'],
      ['cocinero', 'chef'],
      ['sueno', 'dreams'],
      ['italiana', 'italian'],
      ['nueva york', 'new york'],
      ['chien', 'dog'],
      ['requin', 'shark'],
      ['cheval', 'horse'],
      ['dinosaure', 'dinosaurs'],
      ['plage', 'beach'],
      ['ile', 'island'],
      ['mer', 'sea'],
      ['montagne', 'mountain'],
      ['ecole', 'school'],
      ['ville', 'city'],
      ['bateau', 'ship'],
      ['avion', 'plane'],
      ['voiture', 'car'],
      ['pere', 'father'],
      ['fils', 'son'],
      ['fille', 'daughter'],
      ['freres', 'brothers'],
      ['enfant', 'child'],
      ['roi', 'king'],
      ['reine', 'queen'],
      ['princesse', 'princess'],
      ['soldat', 'soldier'],
      ['avocat', 'lawyer'],
      ['medecin', 'doctor'],
      ['professeur', 'teacher'],
      ['journaliste', 'journalist'],
      ['boxeur', 'boxer'],
      ['tueur', 'killer'],
      ['sorciere', 'witch'],
      ['attaque', 'attack'],
      ['mort', 'death'],
      ['enlevement', 'kidnapping'],
      ['proces', 'trial'],
      ['musique', 'music'],
      ['danse', 'dance'],
      ['boxe', 'boxing'],
      ['cuisine', 'cooking'],
      ['reve', 'dreams'],
      ['italien', 'italian'],
    ];
    for (const [said, english] of read) expect(inEnglish(said), said).to.equal(english);
  });

  it('reads the words for a film as nothing: the catalog lists films, the word finds none', () => {
    for (const said of ['फ़िल्म', 'मूवी', 'filmein', 'pikchar', 'película', 'cine', 'films']) expect(inEnglish(said), said).to.equal('');
  });

  it('reads a phrase whose words are spaced or broken over lines, and the longer phrase before the words in it', () => {
    expect(inEnglish('historia   de\namor')).to.equal('love story');
    expect(inEnglish('comedias románticas')).to.equal('romantic comedy');
    expect(inEnglish('guerra civil')).to.equal('civil war');
    expect(inEnglish('a sacchi  kahani please')).to.equal('a true story please');
  });

  it('reads who and what Spanish and French stories are about, not only their genres', () => {
    expect(inEnglish('un tiburón ataca una playa')).to.equal('shark attack beach');
    expect(inEnglish('un requin attaque une plage')).to.equal('shark attack beach');
    expect(inEnglish('un padre y su hija en la cárcel')).to.equal('father su daughter prison');
    // English words are kept: 'ocean' is no French word here, and 'cuisine' is cooking in both.
    expect(inEnglish('an ocean liner')).to.equal('an ocean liner');
  });

  it('reads from left to right, the longest phrase at each place first, so a shorter phrase further on cannot take a word', () => {
    // 'animé pour enfants' is a phrase too, but 'dessin animé' starts first.
    expect(inEnglish('dessin animé pour enfants')).to.equal('animation family');
    expect(inEnglish('un animé pour enfants')).to.equal('animation family');
    expect(inEnglish('dibujos animados para toda la familia')).to.equal('animation family');
  });

  it('takes every accented letter for its plain one', () => {
    expect(inEnglish('áàâäã')).to.equal('áàâäã');
    const typedWith: [typed: string, english: string][] = [
      ['amór', 'love'],
      ['àmour', 'love story'],
      ['âmour', 'love story'],
      ['ämour', 'love story'],
      ['ãmor', 'love'],
      ['comédie', 'comedy'],
      ['comèdie', 'comedy'],
      ['comêdie', 'comedy'],
      ['comëdie', 'comedy'],
      ['pelicula de accíon', 'action'],
      ['acción', 'action'],
      ['accìon', 'action'],
      ['accîon', 'action'],
      ['accïon', 'action'],
      ['accioń', 'accioń'],
      ['misterió', 'mystery'],
      ['misteriò', 'mystery'],
      ['misteriô', 'mystery'],
      ['misteriö', 'mystery'],
      ['misteriõ', 'mystery'],
      ['amistád', 'friendship'],
      ['aventúra', 'adventure'],
      ['aventùra', 'adventure'],
      ['aventûra', 'adventure'],
      ['aventüra', 'adventure'],
      ['niños', 'children'],
      ['franças', 'franças'],
      ['françesa', 'french'],
    ];
    for (const [typed, english] of typedWith) expect(inEnglish(typed), typed).to.equal(english);
  });

  it('reads a Devanagari word only whole: a vowel sign is part of the word', () => {
    expect(inEnglish('डरावनीयाँ')).to.equal('daravniyan');
    expect(inEnglish('भूतों')).to.equal('bhuton');
  });
});

describe('spelling Devanagari in Latin letters', () => {
  it('spells each vowel', () => {
    const vowels: [letter: string, latin: string][] = [
      ['अ', 'a'],
      ['आ', 'a'],
      ['इ', 'i'],
      ['ई', 'i'],
      ['उ', 'u'],
      ['ऊ', 'u'],
      ['ऋ', 'ri'],
      ['ए', 'e'],
      ['ऐ', 'ai'],
      ['ओ', 'o'],
      ['औ', 'au'],
      ['ऑ', 'o'],
    ];
    for (const [letter, latin] of vowels) expect(transliterated(letter), letter).to.equal(latin);
  });

  it('spells each vowel sign after its consonant', () => {
    const signs: [letters: string, latin: string][] = [
      ['का', 'ka'],
      ['कि', 'ki'],
      ['की', 'ki'],
      ['कु', 'ku'],
      ['कू', 'ku'],
      ['कृ', 'kri'],
      ['के', 'ke'],
      ['कै', 'kai'],
      ['को', 'ko'],
      ['कौ', 'kau'],
      ['कॉ', 'ko'],
    ];
    for (const [letters, latin] of signs) expect(transliterated(letters), letters).to.equal(latin);
  });

  it('spells each consonant, with its vowel inside a word and without it at the end', () => {
    const consonants: [letter: string, latin: string][] = [
      ['क', 'k'],
      ['ख', 'kh'],
      ['ग', 'g'],
      ['घ', 'gh'],
      ['ङ', 'n'],
      ['च', 'ch'],
      ['छ', 'chh'],
      ['ज', 'j'],
      ['झ', 'jh'],
      ['ञ', 'n'],
      ['ट', 't'],
      ['ठ', 'th'],
      ['ड', 'd'],
      ['ढ', 'dh'],
      ['ण', 'n'],
      ['त', 't'],
      ['थ', 'th'],
      ['द', 'd'],
      ['ध', 'dh'],
      ['न', 'n'],
      ['प', 'p'],
      ['फ', 'f'],
      ['ब', 'b'],
      ['भ', 'bh'],
      ['म', 'm'],
      ['य', 'y'],
      ['र', 'r'],
      ['ल', 'l'],
      ['व', 'v'],
      ['श', 'sh'],
      ['ष', 'sh'],
      ['स', 's'],
      ['ह', 'h'],
    ];
    for (const [letter, latin] of consonants) {
      expect(transliterated(letter), letter).to.equal(latin);
      expect(transliterated(`${letter}म`), letter).to.equal(`${latin}am`);
    }
  });

  it('drops the vowel before a consonant that carries its own sign, but not at the word’s start', () => {
    expect(transliterated('कमल')).to.equal('kamal');
    expect(transliterated('कमला')).to.equal('kamla');
    expect(transliterated('सलमा')).to.equal('salma');
    expect(transliterated('कमी')).to.equal('kami');
    expect(transliterated('कर्म')).to.equal('karm');
    expect(transliterated('माँ')).to.equal('man');
    expect(transliterated('राज़')).to.equal('raj');
    expect(transliterated('क a')).to.equal('k a');
    expect(transliterated('कक')).to.equal('kak');
  });
});
