import type { RecommendationQuery } from '@more-ai/command-api/recommendations/engine/port';

/** The kinds of request the evaluation reports apart. */
export const CATEGORIES = [
  'plain',
  'paraphrase',
  'typo',
  'hindi',
  'hinglish',
  'spanish',
  'french',
  'studio',
  'negation',
  'people',
  'filters',
  'mood',
] as const;
export type Category = (typeof CATEGORIES)[number];

/** What a request said it does not want: no pick may have any of it. */
export interface Avoid {
  genre?: string[];
  language?: string[];
  tag?: string[];
  kind?: 'movie' | 'series';
}

/**
 * A labelled request: what a person asks, and the titles (with their years) that are right answers to
 * it. A request that names or describes one title has that one; an open request ('something to cheer me
 * up', 'películas de terror') has the well-known titles a film lover would name for it, any of which is
 * a good answer, the first the one judged most expected.
 */
export interface EvalCase {
  category?: Category;
  description: string;
  filters?: Partial<Omit<RecommendationQuery, 'description'>>;
  expect: [title: string, year: number][];
  avoid?: Avoid;
}

/**
 * Requests across every language, era, length and content type of the filters, each with the
 * bundled catalog's titles a person would expect to see. Filters are hard constraints; prompt words
 * like 'Korean' or 'feel-good' are not, so both kinds appear.
 */
export const PLAIN_CASES: EvalCase[] = [
  // Korean
  { description: 'zombies on a train', expect: [['Train to Busan', 2016]] },
  { description: 'revenge thriller with a twist ending', filters: { language: ['Korean'] }, expect: [['Oldboy', 2003]] },
  {
    description: '',
    filters: { language: ['Korean'], length: ['Series'], contentType: ['Feel good'] },
    expect: [
      ['Crash Landing on You', 2019],
      ['Reply 1988', 2015],
    ],
  },
  { description: 'award-winning Korean dramas', expect: [['Parasite', 2019]] },
  { description: 'slow life, food and healing', filters: { contentType: ['Hidden Gem'] }, expect: [['Little Forest', 2018]] },
  // Japanese
  { description: 'a girl trapped in a world of spirits', filters: { language: ['Japanese'] }, expect: [['Spirited Away', 2001]] },
  {
    description: 'samurai',
    filters: { language: ['Japanese'], era: ['Older'] },
    expect: [
      ['Seven Samurai', 1954],
      ['Harakiri', 1962],
    ],
  },
  { description: 'time travel anime', filters: { length: ['Series'] }, expect: [['Steins;Gate', 2011]] },
  {
    description: 'feel good anime',
    filters: { length: ['Series'] },
    expect: [
      ['Spy x Family', 2022],
      ['Haikyu!!', 2014],
    ],
  },
  // French
  { description: 'heist film noir', filters: { language: ['French'] }, expect: [['Rififi', 1955]] },
  { description: 'whimsical Paris', filters: { contentType: ['Feel good'] }, expect: [['Amélie', 2001]] },
  {
    description: '',
    filters: { language: ['French'], era: ['2020s'], contentType: ['Award winner'] },
    expect: [
      ['Anatomy of a Fall', 2023],
      ['Titane', 2021],
    ],
  },
  // Spanish
  { description: 'time loop', filters: { language: ['Spanish'] }, expect: [['Timecrimes', 2007]] },
  { description: 'dark fairy tale in the Spanish civil war', expect: [["Pan's Labyrinth", 2006]] },
  {
    description: 'heist',
    filters: { length: ['Series'] },
    expect: [
      ['Money Heist', 2017],
      ['Lupin', 2021],
    ],
  },
  // Chinese
  {
    description: 'wuxia martial arts',
    filters: { language: ['Chinese'] },
    expect: [
      ['Crouching Tiger, Hidden Dragon', 2000],
      ['Hero', 2002],
    ],
  },
  {
    description: 'Wong Kar-wai',
    expect: [
      ['In the Mood for Love', 2000],
      ['Chungking Express', 1994],
    ],
  },
  { description: 'undercover cop and a mole', filters: { language: ['Chinese'] }, expect: [['Infernal Affairs', 2002]] },
  // Hindi
  { description: 'cricket underdogs', filters: { language: ['Hindi'] }, expect: [['Lagaan', 2001]] },
  { description: 'engineering college friendship', expect: [['3 Idiots', 2009]] },
  {
    description: 'gangster',
    filters: { language: ['Hindi'], length: ['Series'] },
    expect: [
      ['Mirzapur', 2018],
      ['Sacred Games', 2018],
    ],
  },
  {
    description: '',
    filters: { language: ['Hindi'], era: ['Older'], contentType: ['Feel good'] },
    expect: [
      ['Chupke Chupke', 1975],
      ['Padosan', 1968],
    ],
  },
  { description: 'Bollywood road trip with friends', expect: [['Zindagi Na Milegi Dobara', 2011]] },
  { description: 'true story of a wrestler who trains his daughters', expect: [['Dangal', 2016]] },
  {
    description: 'stock market',
    filters: { contentType: ['Based on true story'] },
    expect: [['Scam 1992: The Harshad Mehta Story', 2020]],
  },
  // Telugu
  {
    description: 'S. S. Rajamouli epic',
    expect: [
      ['Baahubali: The Beginning', 2015],
      ['RRR', 2022],
    ],
  },
  { description: 'time machine', filters: { language: ['Telugu'] }, expect: [['Aditya 369', 1991]] },
  { description: 'arranged marriage and a food truck', filters: { language: ['Telugu'] }, expect: [['Pelli Choopulu', 2016]] },
  // Tamil
  { description: 'serial killer police procedural', filters: { language: ['Tamil'] }, expect: [['Ratsasan', 2018]] },
  { description: 'time loop', filters: { language: ['Tamil'] }, expect: [['Maanaadu', 2021]] },
  {
    description: 'Mani Ratnam',
    filters: { language: ['Tamil'], era: ['1980s'] },
    expect: [
      ['Nayakan', 1987],
      ['Mouna Ragam', 1986],
    ],
  },
  // Kannada
  {
    description: 'gangster in a gold mine',
    expect: [
      ['KGF: Chapter 1', 2018],
      ['KGF: Chapter 2', 2022],
    ],
  },
  { description: 'dreams', filters: { language: ['Kannada'], contentType: ['Mind bending'] }, expect: [['Lucia', 2013]] },
  { description: 'folklore and the forest', filters: { language: ['Kannada'] }, expect: [['Kantara', 2022]] },
  // Arabic
  { description: 'a street child in Beirut', expect: [['Capernaum', 2018]] },
  { description: 'bicycle', filters: { language: ['Arabic'] }, expect: [['Wadjda', 2012]] },
  {
    description: '',
    filters: { language: ['Arabic'], contentType: ['Feel good'], length: ['Under 90 mins'] },
    expect: [['Barakah Meets Barakah', 2016]],
  },
  // English, by era and length
  {
    description: 'Christopher Nolan',
    expect: [
      ['Inception', 2010],
      ['The Prestige', 2006],
      ['Interstellar', 2014],
    ],
  },
  {
    description: 'Alfred Hitchcock suspense',
    filters: { era: ['Older'] },
    expect: [
      ['Rear Window', 1954],
      ['Vertigo', 1958],
    ],
  },
  { description: 'time travel', filters: { era: ['1980s'], genre: ['Comedy'] }, expect: [['Back to the Future', 1985]] },
  { description: 'killer robot from the future', expect: [['The Terminator', 1984]] },
  {
    description: 'twist ending',
    filters: { era: ['1990s'], contentType: ['Mind bending'] },
    expect: [
      ['The Sixth Sense', 1999],
      ['The Usual Suspects', 1995],
    ],
  },
  { description: 'simulation and a chosen one', expect: [['The Matrix', 1999]] },
  {
    description: 'animated feel-good family film',
    filters: { length: ['Under 90 mins'] },
    expect: [
      ['Toy Story', 1995],
      ['The Lion King', 1994],
    ],
  },
  { description: 'stranded in space', filters: { length: ['90 - 120 mins'] }, expect: [['Gravity', 2013]] },
  {
    description: 'epic war',
    filters: { length: ['Over 120 mins'], era: ['1990s'] },
    expect: [
      ['Saving Private Ryan', 1998],
      ['Braveheart', 1995],
    ],
  },
  { description: 'prison friendship', filters: { contentType: ['Book adaptation'] }, expect: [['The Shawshank Redemption', 1994]] },
  { description: 'time loop romantic comedy', expect: [['Palm Springs', 2020]] },
  { description: 'superheroes in the multiverse', filters: { era: ['2020s'] }, expect: [['Deadpool & Wolverine', 2024]] },
  { description: 'chemistry teacher turned drug kingpin', filters: { length: ['Series'] }, expect: [['Breaking Bad', 2008]] },
  {
    description: 'mockumentary workplace comedy',
    filters: { length: ['Series'] },
    expect: [
      ['The Office', 2005],
      ['Parks and Recreation', 2009],
    ],
  },
  { description: 'mind-bending sci-fi about memory', expect: [['Eternal Sunshine of the Spotless Mind', 2004]] },
  { description: 'haunted house horror', filters: { era: ['2010s'] }, expect: [['The Conjuring', 2013]] },
  {
    description: 'courtroom drama',
    filters: { language: ['Hindi'] },
    expect: [
      ['Jolly LLB', 2013],
      ['Pink', 2016],
    ],
  },
  { description: 'romantic comedy around a wedding', filters: { era: ['2010s'] }, expect: [['Crazy Rich Asians', 2018]] },
  { description: '80s kids on a treasure hunt', expect: [['The Goonies', 1985]] },
  { description: 'space opera', filters: { era: ['Older'] }, expect: [['Star Wars', 1977]] },
];

type Expect = EvalCase['expect'];
const of = (category: Category, cases: [description: string, expect: Expect, avoid?: Avoid, filters?: EvalCase['filters']][]): EvalCase[] =>
  cases.map(([description, expect, avoid, filters]) => ({
    category,
    description,
    expect,
    ...(avoid ? { avoid } : {}),
    ...(filters ? { filters } : {}),
  }));

/** Right answers shared by open requests said in several languages. */
const HORROR: Expect = [
  ['The Conjuring', 2013],
  ['The Exorcist', 1973],
  ['The Shining', 1980],
  ['Psycho', 1960],
  ['[REC]', 2007],
  ['The Orphanage', 2007],
  ['Hereditary', 2018],
  ['Halloween', 1978],
];
const ROMANTIC_COMEDY: Expect = [
  ['When Harry Met Sally...', 1989],
  ['Notting Hill', 1999],
  ['Annie Hall', 1977],
  ['The Apartment', 1960],
  ['It Happened One Night', 1934],
  ['Amélie', 2001],
  ['Spanish Affair', 2014],
];
const ANIMATED_FOR_FAMILIES: Expect = [
  ['Toy Story', 1995],
  ['Finding Nemo', 2003],
  ['My Neighbor Totoro', 1988],
  ['The Lion King', 1994],
  ['Up', 2009],
  ['Coco', 2017],
  ['Inside Out', 2015],
  ['Shrek', 2001],
];
const COMEDY: Expect = [
  ['Groundhog Day', 1993],
  ['Some Like It Hot', 1959],
  ['Airplane!', 1980],
  ['Wild Tales', 2014],
  ['Superbad', 2007],
  ['The Grand Budapest Hotel', 2014],
  ['Spanish Affair', 2014],
  ['Dr. Strangelove or: How I Learned to Stop Worrying and Love the Bomb', 1964],
];
const DETECTIVES: Expect = [
  ['Knives Out', 2019],
  ['Se7en', 1995],
  ['Chinatown', 1974],
  ['Sherlock', 2010],
  ['Memories of Murder', 2003],
  ['Zodiac', 2007],
  ['The Secret in Their Eyes', 2009],
];
const SAD_LOVE: Expect = [
  ['Titanic', 1997],
  ['The Notebook', 2004],
  ['Atonement', 2007],
  ['Brokeback Mountain', 2005],
  ['Love Story', 1970],
  ['In the Mood for Love', 2000],
];
const SPACE: Expect = [
  ['Interstellar', 2014],
  ['2001: A Space Odyssey', 1968],
  ['Gravity', 2013],
  ['Alien', 1979],
  ['The Martian', 2015],
  ['Star Wars', 1977],
];
const HEIST: Expect = [
  ['Heat', 1995],
  ["Ocean's Eleven", 2001],
  ['Reservoir Dogs', 1992],
  ['Inside Man', 2006],
  ['The Italian Job', 1969],
  ['Baby Driver', 2017],
  ['Money Heist', 2017],
];
const SERIAL_KILLERS: Expect = [
  ['Se7en', 1995],
  ['Zodiac', 2007],
  ['The Silence of the Lambs', 1991],
  ['Memories of Murder', 2003],
  ['Mindhunter', 2017],
];
const HINDI_SCARY: Expect = [
  ['Tumbbad', 2018],
  ['Bhoot', 2003],
  ['Bulbbul', 2020],
];
const HINDI_LOVE: Expect = [
  ['Dilwale Dulhania Le Jayenge', 1995],
  ['Jab We Met', 2007],
  ['Kuch Kuch Hota Hai', 1998],
  ['Veer-Zaara', 2004],
  ['Kal Ho Naa Ho', 2003],
  ['Yeh Jawaani Hai Deewani', 2013],
];
const HINDI_COMEDY: Expect = [
  ['Andaz Apna Apna', 1994],
  ['Hera Pheri', 2000],
  ['Chupke Chupke', 1975],
  ['Jaane Bhi Do Yaaro', 1983],
  ['3 Idiots', 2009],
  ['Munna Bhai M.B.B.S.', 2003],
];
const TENSE: Expect = [
  ['Prisoners', 2013],
  ['The Silence of the Lambs', 1991],
  ['Se7en', 1995],
  ['Gone Girl', 2014],
  ['Zodiac', 2007],
  ['North by Northwest', 1959],
  ['Rear Window', 1954],
  ['No Country for Old Men', 2007],
  ['Sicario', 2015],
  ['Uncut Gems', 2019],
  ['The Wages of Fear', 1953],
];

/** The same wishes in other words than the catalog's. */
const PARAPHRASE = of('paraphrase', [
  ['a heist inside dreams within dreams', [['Inception', 2010]]],
  ['a poor family slowly infiltrates a rich household', [['Parasite', 2019]]],
  ['dinosaurs brought back to life in a theme park', [['Jurassic Park', 1993]]],
  ['a toy cowboy jealous of a new space toy', [['Toy Story', 1995]]],
  ['an old man ties balloons to his house and flies away', [['Up', 2009]]],
  ['a rat who dreams of cooking in a Paris restaurant', [['Ratatouille', 2007]]],
  ['a hacker learns reality is a computer program', [['The Matrix', 1999]]],
  ['a banker wrongly jailed for murder finds hope behind bars', [['The Shawshank Redemption', 1994]]],
  ['a lonely robot cleaning up an abandoned earth', [['WALL-E', 2008]]],
  ['a drummer pushed to the edge by a ruthless teacher', [['Whiplash', 2014]]],
  ['a family man hides a crime from a determined police officer', [['Drishyam', 2015]]],
  ['villagers hire two small-time crooks to fight a bandit', [['Sholay', 1975]]],
  ['astronaut left alone on mars growing potatoes', [['The Martian', 2015]]],
  ['linguist talks to aliens who see time differently', [['Arrival', 2016]]],
  ['a teenager accidentally goes back to the fifties in a time machine car', [['Back to the Future', 1985]]],
  ['a weatherman lives the same day again and again', [['Groundhog Day', 1993]]],
  ['a shark terrorises a seaside town', [['Jaws', 1975]]],
  ['the youngest son of a mafia don takes over the family business', [['The Godfather', 1972]]],
  ['two young lovers from different classes aboard a sinking ocean liner', [['Titanic', 1997]]],
  ['a man who cannot form new memories hunts his wife’s killer', [['Memento', 2000]]],
  ['a small-time boxer from Philadelphia gets a shot at the heavyweight title', [['Rocky', 1976]]],
  ['a father trains his daughters to become wrestling champions', [['Dangal', 2016]]],
  ['a boy who struggles to read is understood by his art teacher', [['Taare Zameen Par', 2007]]],
  ['a chemistry teacher with cancer starts cooking meth', [['Breaking Bad', 2008]]],
  ['people deep in debt play deadly versions of children’s games', [['Squid Game', 2021]]],
]);

/** Misspelt words, titles and names. */
const TYPO = of('typo', [
  ['zombeis on a trian', [['Train to Busan', 2016]]],
  ['Christpher Nolan', [['Inception', 2010]]],
  ['Hayao Miyazki', [['Spirited Away', 2001]]],
  ['Inceptoin', [['Inception', 2010]]],
  ['Paraiste', [['Parasite', 2019]]],
  ['Quentin Tarantno', [['Pulp Fiction', 1994]]],
  ['Martin Scorcese gangsters', [['Goodfellas', 1990]]],
  ['time travle', [['Back to the Future', 1985]]],
  ['heist thriler', [['Heat', 1995]]],
  ['haunted hous horor', [['The Conjuring', 2013]]],
  ['serial kiler detectives', [['Se7en', 1995]]],
  ['Stanly Kubrik', [['The Shining', 1980]]],
  ['Alfred Hitchcok', [['Psycho', 1960]]],
  ['Bong Joon ho', [['Memories of Murder', 2003]]],
  ['Shahrukh Khan romance', [['Dilwale Dulhania Le Jayenge', 1995]]],
  ['samuari', [['Seven Samurai', 1954]]],
  ['Shawshenk redemtion', [['The Shawshank Redemption', 1994]]],
  ['the godfathr', [['The Godfather', 1972]]],
  ['Intersteller', [['Interstellar', 2014]]],
  [
    'Rajkumar Hirany',
    [
      ['3 Idiots', 2009],
      ['Munna Bhai M.B.B.S.', 2003],
      ['PK', 2014],
    ],
  ],
]);

/** Hindi in Devanagari. */
const HINDI = of('hindi', [
  ['डरावनी फ़िल्म', HINDI_SCARY],
  ['हॉरर कॉमेडी', [['Stree', 2018]]],
  [
    'कॉमेडी फिल्म दोस्ती',
    [
      ['Andaz Apna Apna', 1994],
      ['Dil Chahta Hai', 2001],
      ['3 Idiots', 2009],
      ['Zindagi Na Milegi Dobara', 2011],
      ['Hera Pheri', 2000],
      ['Chhichhore', 2019],
    ],
  ],
  ['प्यार की कहानी', HINDI_LOVE],
  [
    'रोमांटिक फिल्म',
    [
      ['Jab We Met', 2007],
      ['Dilwale Dulhania Le Jayenge', 1995],
      ['Kuch Kuch Hota Hai', 1998],
      ['Veer-Zaara', 2004],
      ['Kal Ho Naa Ho', 2003],
      ['Yeh Jawaani Hai Deewani', 2013],
    ],
  ],
  [
    'क्रिकेट',
    [
      ['Lagaan', 2001],
      ['Iqbal', 2005],
      ['83', 2021],
      ['M.S. Dhoni: The Untold Story', 2016],
      ['Jersey', 2019],
      ['Chak De! India', 2007],
    ],
  ],
  ['कुश्ती', [['Dangal', 2016]]],
  [
    'जासूसी थ्रिलर',
    [
      ['Raazi', 2018],
      ['Baby', 2015],
      ['Ek Tha Tiger', 2012],
      ['Pathaan', 2023],
      ['Madras Cafe', 2013],
    ],
  ],
  ['भूतिया हवेली', [['Bhool Bhulaiyaa', 2007]]],
  [
    'गैंगस्टर',
    [
      ['Satya', 1998],
      ['Gangs of Wasseypur', 2012],
      ['Company', 2002],
      ['Deewaar', 1975],
      ['Mirzapur', 2018],
    ],
  ],
  ['सच्ची कहानी पर आधारित', [['Dangal', 2016]]],
  ['अमिताभ बच्चन', [['Sholay', 1975]]],
  ['शाहरुख खान', [['Dilwale Dulhania Le Jayenge', 1995]]],
  ['आमिर खान की फिल्म', [['Lagaan', 2001]]],
  [
    'विज्ञान कथा',
    [
      ['Interstellar', 2014],
      ['Inception', 2010],
      ['The Matrix', 1999],
      ['2001: A Space Odyssey', 1968],
      ['Koi... Mil Gaya', 2003],
      ['Blade Runner', 1982],
    ],
  ],
  [
    'एनीमे',
    [
      ['Spirited Away', 2001],
      ['Your Name.', 2016],
      ['Akira', 1988],
      ['My Neighbor Totoro', 1988],
      ['Princess Mononoke', 1997],
    ],
  ],
  ['शोले', [['Sholay', 1975]]],
  ['दंगल', [['Dangal', 2016]]],
  [
    'राजकुमार हिरानी की फ़िल्में',
    [
      ['3 Idiots', 2009],
      ['Munna Bhai M.B.B.S.', 2003],
      ['PK', 2014],
    ],
  ],
]);

/** Hindi written in Latin letters (Hinglish). */
const HINGLISH = of('hinglish', [
  ['darawni film', HINDI_SCARY],
  [
    'bhoot wali movie',
    [
      ['Bhoot', 2003],
      ['Bhool Bhulaiyaa', 2007],
      ['Stree', 2018],
      ['Tumbbad', 2018],
    ],
  ],
  ['pyaar ki kahani', HINDI_LOVE],
  [
    'dosti pe film',
    [
      ['Dil Chahta Hai', 2001],
      ['3 Idiots', 2009],
      ['Zindagi Na Milegi Dobara', 2011],
      ['Sholay', 1975],
      ['Rang De Basanti', 2006],
      ['Kai Po Che!', 2013],
      ['Chhichhore', 2019],
    ],
  ],
  ['hasi mazak wali comedy', HINDI_COMEDY],
  ['cricket wali film', [['Lagaan', 2001]]],
  ['kushti ki kahani', [['Dangal', 2016]]],
  ['jasoos thriller', [['Raazi', 2018]]],
  ['sacchi kahani', [['Dangal', 2016]]],
  ['shahrukh khan ki romantic film', [['Dilwale Dulhania Le Jayenge', 1995]]],
  ['amitabh bachchan ki action film', [['Sholay', 1975]]],
  [
    'bhaiyon ki kahani',
    [
      ['Deewaar', 1975],
      ['Karan Arjun', 1995],
      ['Amar Akbar Anthony', 1977],
    ],
  ],
  [
    'shaadi wali film',
    [
      ['Hum Aapke Hain Koun..!', 1994],
      ['Band Baaja Baaraat', 2010],
      ['Dilwale Dulhania Le Jayenge', 1995],
    ],
  ],
  [
    'purani hindi filmein',
    [
      ['Pyaasa', 1957],
      ['Mughal-e-Azam', 1960],
      ['Mother India', 1957],
      ['Sholay', 1975],
      ['Anand', 1971],
      ['Guide', 1965],
      ['Kaagaz Ke Phool', 1959],
      ['Deewaar', 1975],
    ],
  ],
  [
    'kuch mazedaar dekhna hai',
    [
      ['Hera Pheri', 2000],
      ['Andaz Apna Apna', 1994],
      ['Chupke Chupke', 1975],
      ['Jaane Bhi Do Yaaro', 1983],
      ['3 Idiots', 2009],
      ['Munna Bhai M.B.B.S.', 2003],
    ],
  ],
  [
    'rula dene wali film',
    [
      ['Anand', 1971],
      ['Kal Ho Naa Ho', 2003],
      ['Taare Zameen Par', 2007],
    ],
  ],
]);

/** Spanish. */
const SPANISH = of('spanish', [
  ['películas de terror', HORROR],
  ['una comedia romántica', ROMANTIC_COMEDY],
  ['ciencia ficción en el espacio', SPACE],
  [
    'viajes en el tiempo',
    [
      ['Back to the Future', 1985],
      ['12 Monkeys', 1995],
      ['Looper', 2012],
      ['Primer', 2004],
      ['Predestination', 2014],
    ],
  ],
  ['una película de atracos', HEIST],
  ['asesino en serie', SERIAL_KILLERS],
  ['películas de Pedro Almodóvar', [['Volver', 2006]]],
  ['dibujos animados para toda la familia', ANIMATED_FOR_FAMILIES],
  ['guerra civil española cuento de hadas', [["Pan's Labyrinth", 2006]]],
  ['algo divertido para reír', COMEDY],
  ['zombis en un tren', [['Train to Busan', 2016]]],
  [
    'una historia real de supervivencia',
    [
      ['127 Hours', 2010],
      ['The Revenant', 2015],
      ['Society of the Snow', 2023],
      ['Apollo 13', 1995],
    ],
  ],
  ['serie de robos española', [['Money Heist', 2017]]],
  ['samuráis japoneses clásicos', [['Seven Samurai', 1954]]],
  ['misterio y detectives', DETECTIVES],
  ['una película de amor triste', SAD_LOVE],
  ['un tiburón ataca una playa', [['Jaws', 1975]]],
  [
    'la mafia italiana en Nueva York',
    [
      ['The Godfather', 1972],
      ['Goodfellas', 1990],
      ['The Godfather Part II', 1974],
    ],
  ],
  [
    'películas de Christopher Nolan',
    [
      ['Inception', 2010],
      ['Interstellar', 2014],
      ['The Dark Knight', 2008],
      ['Memento', 2000],
    ],
  ],
]);

/** French. */
const FRENCH = of('french', [
  ["films d'horreur", HORROR],
  ['une comédie romantique', ROMANTIC_COMEDY],
  ['science-fiction dans l’espace', SPACE],
  ['voyage dans le temps', [['Back to the Future', 1985]]],
  ['un film de casse', HEIST],
  ['tueur en série', SERIAL_KILLERS],
  ['dessin animé pour enfants', ANIMATED_FOR_FAMILIES],
  [
    'la nouvelle vague française',
    [
      ['The 400 Blows', 1959],
      ['Breathless', 1960],
      ['Jules and Jim', 1962],
      ['Cléo from 5 to 7', 1962],
      ['Contempt', 1963],
    ],
  ],
  [
    'un film qui fait du bien',
    [
      ['Amélie', 2001],
      ['The Intouchables', 2011],
      ['Paddington 2', 2017],
      ['Little Miss Sunshine', 2006],
      ['The Chorus', 2004],
    ],
  ],
  ['les banlieues de Paris', [['La Haine', 1995]]],
  ['gentleman cambrioleur', [['Lupin', 2021]]],
  ['zombies dans un train', [['Train to Busan', 2016]]],
  [
    'histoire vraie de guerre',
    [
      ["Schindler's List", 1993],
      ['The Pianist', 2002],
      ['Hacksaw Ridge', 2016],
      ['Band of Brothers', 2001],
      ['Dunkirk', 2017],
    ],
  ],
  ['amitié entre un riche tétraplégique et son aide', [['The Intouchables', 2011]]],
  [
    'film policier coréen',
    [
      ['Memories of Murder', 2003],
      ['The Chaser', 2008],
      ['The Outlaws', 2017],
      ['I Saw the Devil', 2010],
      ['The Man from Nowhere', 2010],
      ['Veteran', 2015],
    ],
  ],
  ['une histoire d’amour entre deux femmes peintres', [['Portrait of a Lady on Fire', 2019]]],
  ['un requin attaque une plage', [['Jaws', 1975]]],
  [
    'les films de Pedro Almodóvar',
    [
      ['Volver', 2006],
      ['Talk to Her', 2002],
      ['All About My Mother', 1999],
    ],
  ],
  ['un rat qui rêve de cuisiner à Paris', [['Ratatouille', 2007]]],
]);

/** Studios and franchises. */
const STUDIO = of('studio', [
  ['Studio Ghibli', [['Spirited Away', 2001]]],
  ['Ghibli films', [['My Neighbor Totoro', 1988]]],
  ['Pixar', [['Toy Story', 1995]]],
  ['Pixar movies about feelings', [['Inside Out', 2015]]],
  ['Marvel', [['Avengers: Endgame', 2019]]],
  ['Marvel superhero films', [['Iron Man', 2008]]],
  ['James Bond', [['Skyfall', 2012]]],
  ['007 films', [['Casino Royale', 2006]]],
  ['Star Wars', [['The Empire Strikes Back', 1980]]],
  ['Batman movies', [['The Dark Knight', 2008]]],
  ['Mad Max', [['Mad Max: Fury Road', 2015]]],
  ['Godfather saga', [['The Godfather Part II', 1974]]],
  ['Baahubali', [['Baahubali 2: The Conclusion', 2017]]],
  ['KGF', [['KGF: Chapter 2', 2022]]],
  ['Toy Story films', [['Toy Story 3', 2010]]],
  ['Disney animation', [['The Lion King', 1994]]],
  ['Terminator franchise', [['Terminator 2: Judgment Day', 1991]]],
  ['Yash Raj romance', [['Dilwale Dulhania Le Jayenge', 1995]]],
  ['Dharma Productions', [['Kuch Kuch Hota Hai', 1998]]],
  ['A24 horror', [['Hereditary', 2018]]],
  ['DreamWorks animation', [['Shrek', 2001]]],
]);

/** Negations: no pick may have what was refused. */
const NEGATION = of('negation', [
  [
    'a funny film for the family, nothing scary',
    [
      ['Paddington 2', 2017],
      ['Toy Story', 1995],
      ['Finding Nemo', 2003],
      ['Home Alone', 1990],
      ['The Incredibles', 2004],
      ['Shrek', 2001],
    ],
    { genre: ['Horror'] },
  ],
  [
    'comedy but no horror',
    [
      ['Andaz Apna Apna', 1994],
      ['Groundhog Day', 1993],
      ['Some Like It Hot', 1959],
      ['Airplane!', 1980],
      ['Wild Tales', 2014],
      ['Superbad', 2007],
      ['The Grand Budapest Hotel', 2014],
      ['Spanish Affair', 2014],
      ['Dr. Strangelove or: How I Learned to Stop Worrying and Love the Bomb', 1964],
    ],
    { genre: ['Horror'] },
  ],
  [
    'ghosts and haunted houses but not a comedy',
    [
      ['The Conjuring', 2013],
      ['The Others', 2001],
      ['The Haunting', 1963],
      ['The Shining', 1980],
      ['Poltergeist', 1982],
      ['The Orphanage', 2007],
    ],
    { genre: ['Comedy'] },
  ],
  [
    'a love story, not a musical',
    [
      ['Before Sunrise', 1995],
      ['Casablanca', 1942],
      ['In the Mood for Love', 2000],
      ['Titanic', 1997],
      ['The Notebook', 2004],
      ['Eternal Sunshine of the Spotless Mind', 2004],
      ['Roman Holiday', 1953],
    ],
    { tag: ['musical'] },
  ],
  [
    'crime thriller without subtitles',
    [
      ['Heat', 1995],
      ['The Departed', 2006],
      ['Se7en', 1995],
      ['The Silence of the Lambs', 1991],
      ['No Country for Old Men', 2007],
      ['Zodiac', 2007],
      ['The Usual Suspects', 1995],
    ],
    { language: ['Korean', 'Japanese', 'French', 'Spanish', 'Chinese', 'Hindi', 'Telugu', 'Arabic', 'Tamil', 'Kannada'] },
  ],
  [
    'sci-fi, no series please',
    [
      ['Arrival', 2016],
      ['Interstellar', 2014],
      ['Blade Runner', 1982],
      ['The Matrix', 1999],
      ['Inception', 2010],
      ['2001: A Space Odyssey', 1968],
      ['Alien', 1979],
    ],
    { kind: 'series' },
  ],
  ['a thriller, not a series', TENSE, { kind: 'series' }],
  ['anime but not a series', [['Spirited Away', 2001]], { kind: 'series' }],
  ['a drama series, not a movie', [['Breaking Bad', 2008]], { kind: 'movie' }],
  ['Korean films that are not horror', [['Parasite', 2019]], { genre: ['Horror'] }],
  [
    'horror comedy without romance',
    [
      ['Shaun of the Dead', 2004],
      ['Stree', 2018],
      ['Zombieland', 2009],
      ['What We Do in the Shadows', 2014],
      ['Beetlejuice', 1988],
      ['The Cabin in the Woods', 2012],
    ],
    { genre: ['Romance'] },
  ],
  [
    'feel-good but nothing romantic',
    [
      ['Paddington 2', 2017],
      ['The Intouchables', 2011],
      ['Toy Story', 1995],
      ['Little Miss Sunshine', 2006],
      ['Spirited Away', 2001],
    ],
    { genre: ['Romance'] },
  ],
  ['action without violence? just adventure, no crime', [['Raiders of the Lost Ark', 1981]], { genre: ['Crime'] }],
  [
    'Bollywood, but no romance',
    [
      ['Andaz Apna Apna', 1994],
      ['3 Idiots', 2009],
      ['Dangal', 2016],
      ['Taare Zameen Par', 2007],
      ['Andhadhun', 2018],
      ['Gangs of Wasseypur', 2012],
    ],
    { genre: ['Romance'] },
  ],
  [
    'mystery with no supernatural stuff and nothing scary',
    [
      ['Knives Out', 2019],
      ['Chinatown', 1974],
      ['Rear Window', 1954],
      ['Witness for the Prosecution', 1957],
      ['Murder on the Orient Express', 1974],
      ['Sherlock', 2010],
      ['Memories of Murder', 2003],
    ],
    { genre: ['Horror'] },
  ],
  ['space films but nothing animated', [['Interstellar', 2014]], { tag: ['animation', 'anime'] }],
  ['avoid horror, something tense', TENSE, { genre: ['Horror'] }],
  ['not English: a great crime drama', [['Memories of Murder', 2003]], { language: ['English'] }],
]);

/** Directors, creators and actors. */
const PEOPLE = of('people', [
  [
    'films by Bong Joon-ho',
    [
      ['Memories of Murder', 2003],
      ['Parasite', 2019],
    ],
  ],
  ['starring Shah Rukh Khan', [['Dilwale Dulhania Le Jayenge', 1995]]],
  ['directed by Denis Villeneuve', [['Arrival', 2016]]],
  ['Park Chan-wook', [['Oldboy', 2003]]],
  ['movies with Tony Leung', [['In the Mood for Love', 2000]]],
  ['Hirokazu Kore-eda family dramas', [['Shoplifters', 2018]]],
  ['Leonardo DiCaprio thrillers', [['The Departed', 2006]]],
  ['Aamir Khan sports films', [['Lagaan', 2001]]],
  ['Song Kang-ho', [['Memories of Murder', 2003]]],
  ['Satoshi Kon', [['Perfect Blue', 1997]]],
  ['Akira Kurosawa samurai films', [['Seven Samurai', 1954]]],
  ['Guillermo del Toro', [["Pan's Labyrinth", 2006]]],
  ['Tom Hanks', [['Forrest Gump', 1994]]],
  ['Lokesh Kanagaraj action', [['Vikram', 2022]]],
  ['Alia Bhatt', [['Raazi', 2018]]],
  ['Wong Kar-wai romance', [['In the Mood for Love', 2000]]],
  ['Ridley Scott sci-fi', [['Alien', 1979]]],
]);

/** Era, length and language, said in the prompt or picked as filters. */
const FILTERS = of('filters', [
  [
    '90s thrillers',
    [
      ['The Silence of the Lambs', 1991],
      ['Se7en', 1995],
      ['Heat', 1995],
      ['The Usual Suspects', 1995],
      ['Fargo', 1996],
    ],
  ],
  ['crime', [['The Godfather', 1972]], undefined, { era: ['Older'], language: ['English'] }],
  ['romance', [['In the Mood for Love', 2000]], undefined, { language: ['Chinese'] }],
  ['short animated films under 90 minutes', [['My Neighbor Totoro', 1988]]],
  [
    'comedy',
    [
      ['Paddington 2', 2017],
      ['The Grand Budapest Hotel', 2014],
      ['Toy Story 3', 2010],
      ['The Intouchables', 2011],
    ],
    undefined,
    { length: ['90 - 120 mins'], era: ['2010s'] },
  ],
  ['epic', [['Lawrence of Arabia', 1962]], undefined, { length: ['Over 120 mins'], era: ['Older'] }],
  ['a Tamil gangster film', [['Nayakan', 1987]]],
  ['Telugu action', [['RRR', 2022]]],
  ['Kannada films from the 2020s', [['Kantara', 2022]]],
  [
    'recent Korean thrillers',
    [
      ['Decision to Leave', 2022],
      ['Hunt', 2022],
      ['12.12: The Day', 2023],
    ],
  ],
  ['an Arabic drama', [['Capernaum', 2018]]],
  ['old Japanese films', [['Tokyo Story', 1953]]],
  ['mystery', [['Memories of Murder', 2003]], undefined, { language: ['Korean'], era: ['2000s'] }],
  ['horror', [['The Wailing', 2016]], undefined, { language: ['Korean'] }],
  ['1980s sci-fi', [['Blade Runner', 1982]]],
  ['', [['Seven Samurai', 1954]], undefined, { language: ['Japanese'], era: ['Older'], length: ['Over 120 mins'] }],
]);

/** Moods and tones. */
const MOOD = of('mood', [
  [
    'something to cheer me up after a bad day',
    [
      ['Paddington 2', 2017],
      ['Amélie', 2001],
      ['The Intouchables', 2011],
      ['Forrest Gump', 1994],
      ['Toy Story', 1995],
      ['Little Miss Sunshine', 2006],
      ['Groundhog Day', 1993],
      ['The Grand Budapest Hotel', 2014],
      ['3 Idiots', 2009],
    ],
  ],
  [
    'a cosy rainy Sunday film',
    [
      ['My Neighbor Totoro', 1988],
      ['Amélie', 2001],
      ['Paddington 2', 2017],
      ["It's a Wonderful Life", 1946],
      ['Little Women', 2019],
      ["Kiki's Delivery Service", 1989],
      ['When Harry Met Sally...', 1989],
    ],
  ],
  ['I want to have a good cry', [['Grave of the Fireflies', 1988]]],
  ['something tense that keeps me on the edge of my seat', TENSE],
  [
    'a bittersweet love story',
    [
      ['Before Sunrise', 1995],
      ['Before Sunset', 2004],
      ['La La Land', 2016],
      ['In the Mood for Love', 2000],
      ['Eternal Sunshine of the Spotless Mind', 2004],
      ['Casablanca', 1942],
      ['Lost in Translation', 2003],
      ['Roman Holiday', 1953],
      ['The Apartment', 1960],
    ],
  ],
  ['mind-bending and trippy', [['Inception', 2010]]],
  ['dark and disturbing', [['Se7en', 1995]]],
  [
    'light-hearted and silly',
    [
      ['Andaz Apna Apna', 1994],
      ['Hera Pheri', 2000],
      ['Airplane!', 1980],
      ['Monty Python and the Holy Grail', 1975],
      ['Some Like It Hot', 1959],
      ['Dumb and Dumber', 1994],
      ['Hot Fuzz', 2007],
    ],
  ],
  [
    'melancholy and lonely',
    [
      ['Lost in Translation', 2003],
      ['Her', 2013],
      ['Taxi Driver', 1976],
      ['In the Mood for Love', 2000],
      ['Chungking Express', 1994],
      ['Paris, Texas', 1984],
      ['Drive My Car', 2021],
    ],
  ],
  ['an uplifting sports underdog story', [['Lagaan', 2001]]],
  [
    'nostalgic coming of age',
    [
      ['Stand by Me', 1986],
      ['Dazed and Confused', 1993],
      ['Boyhood', 2014],
      ['The 400 Blows', 1959],
      ['Licorice Pizza', 2021],
      ['Lady Bird', 2017],
    ],
  ],
  [
    'a wholesome animated film',
    [
      ['My Neighbor Totoro', 1988],
      ['Toy Story', 1995],
      ['Up', 2009],
      ['Spirited Away', 2001],
      ["Kiki's Delivery Service", 1989],
      ['WALL-E', 2008],
      ['Klaus', 2019],
    ],
  ],
  [
    'a slow burn psychological thriller',
    [
      ['Zodiac', 2007],
      ['Burning', 2018],
      ['Prisoners', 2013],
      ['Memories of Murder', 2003],
      ['Gone Girl', 2014],
      ['Shutter Island', 2010],
      ['The Talented Mr. Ripley', 1999],
      ['Caché', 2005],
    ],
  ],
  [
    'a romantic film to watch with my partner',
    [
      ['La La Land', 2016],
      ['Before Sunrise', 1995],
      ['When Harry Met Sally...', 1989],
      ['Notting Hill', 1999],
      ['Pride & Prejudice', 2005],
      ['Eternal Sunshine of the Spotless Mind', 2004],
      ['About Time', 2013],
      ['The Notebook', 2004],
      ['Casablanca', 1942],
      ['Amélie', 2001],
    ],
  ],
  ['an epic adventure with lots of spectacle', [['The Lord of the Rings: The Fellowship of the Ring', 2001]]],
  ['something creepy for Halloween night', [['Halloween', 1978]]],
]);

export const EVAL_CASES: EvalCase[] = [
  ...PLAIN_CASES,
  ...PARAPHRASE,
  ...TYPO,
  ...HINDI,
  ...HINGLISH,
  ...SPANISH,
  ...FRENCH,
  ...STUDIO,
  ...NEGATION,
  ...PEOPLE,
  ...FILTERS,
  ...MOOD,
];
