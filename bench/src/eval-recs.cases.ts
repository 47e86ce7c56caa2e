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

/** A labelled request: what a person asks, and titles (with their years) any good answer has in its top 10. */
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
]);

/** Hindi in Devanagari. */
const HINDI = of('hindi', [
  ['डरावनी फ़िल्म', [['Tumbbad', 2018]]],
  ['हॉरर कॉमेडी', [['Stree', 2018]]],
  ['कॉमेडी फिल्म दोस्ती', [['Andaz Apna Apna', 1994]]],
  ['प्यार की कहानी', [['Dilwale Dulhania Le Jayenge', 1995]]],
  ['रोमांटिक फिल्म', [['Jab We Met', 2007]]],
  ['क्रिकेट', [['Lagaan', 2001]]],
  ['कुश्ती', [['Dangal', 2016]]],
  ['जासूसी थ्रिलर', [['Raazi', 2018]]],
  ['भूतिया हवेली', [['Bhool Bhulaiyaa', 2007]]],
  ['गैंगस्टर', [['Satya', 1998]]],
  ['सच्ची कहानी पर आधारित', [['Dangal', 2016]]],
  ['अमिताभ बच्चन', [['Sholay', 1975]]],
  ['शाहरुख खान', [['Dilwale Dulhania Le Jayenge', 1995]]],
  ['आमिर खान की फिल्म', [['Lagaan', 2001]]],
  ['विज्ञान कथा', [['Interstellar', 2014]]],
  ['एनीमे', [['Spirited Away', 2001]]],
]);

/** Hindi written in Latin letters (Hinglish). */
const HINGLISH = of('hinglish', [
  ['darawni film', [['Tumbbad', 2018]]],
  ['bhoot wali movie', [['Bhoot', 2003]]],
  ['pyaar ki kahani', [['Dilwale Dulhania Le Jayenge', 1995]]],
  ['dosti pe film', [['Dil Chahta Hai', 2001]]],
  ['hasi mazak wali comedy', [['Andaz Apna Apna', 1994]]],
  ['cricket wali film', [['Lagaan', 2001]]],
  ['kushti ki kahani', [['Dangal', 2016]]],
  ['jasoos thriller', [['Raazi', 2018]]],
  ['sacchi kahani', [['Dangal', 2016]]],
  ['shahrukh khan ki romantic film', [['Dilwale Dulhania Le Jayenge', 1995]]],
  ['amitabh bachchan ki action film', [['Sholay', 1975]]],
  ['bhaiyon ki kahani', [['Deewaar', 1975]]],
  ['shaadi wali film', [['Hum Aapke Hain Koun..!', 1994]]],
  ['purani hindi filmein', [['Pyaasa', 1957]]],
  ['kuch mazedaar dekhna hai', [['Hera Pheri', 2000]]],
  ['rula dene wali film', [['Anand', 1971]]],
]);

/** Spanish. */
const SPANISH = of('spanish', [
  ['películas de terror', [['The Conjuring', 2013]]],
  ['una comedia romántica', [['When Harry Met Sally...', 1989]]],
  ['ciencia ficción en el espacio', [['Interstellar', 2014]]],
  ['viajes en el tiempo', [['Back to the Future', 1985]]],
  ['una película de atracos', [['Heat', 1995]]],
  ['asesino en serie', [['Se7en', 1995]]],
  ['películas de Pedro Almodóvar', [['Volver', 2006]]],
  ['dibujos animados para toda la familia', [['Toy Story', 1995]]],
  ['guerra civil española cuento de hadas', [["Pan's Labyrinth", 2006]]],
  ['algo divertido para reír', [['Groundhog Day', 1993]]],
  ['zombis en un tren', [['Train to Busan', 2016]]],
  ['una historia real de supervivencia', [['127 Hours', 2010]]],
  ['serie de robos española', [['Money Heist', 2017]]],
  ['samuráis japoneses clásicos', [['Seven Samurai', 1954]]],
  ['misterio y detectives', [['Knives Out', 2019]]],
  ['una película de amor triste', [['Titanic', 1997]]],
]);

/** French. */
const FRENCH = of('french', [
  ["films d'horreur", [['The Conjuring', 2013]]],
  ['une comédie romantique', [['When Harry Met Sally...', 1989]]],
  ['science-fiction dans l’espace', [['Interstellar', 2014]]],
  ['voyage dans le temps', [['Back to the Future', 1985]]],
  ['un film de casse', [['Heat', 1995]]],
  ['tueur en série', [['Se7en', 1995]]],
  ['dessin animé pour enfants', [['Toy Story', 1995]]],
  ['la nouvelle vague française', [['The 400 Blows', 1959]]],
  ['un film qui fait du bien', [['Amélie', 2001]]],
  ['les banlieues de Paris', [['La Haine', 1995]]],
  ['gentleman cambrioleur', [['Lupin', 2021]]],
  ['zombies dans un train', [['Train to Busan', 2016]]],
  ['histoire vraie de guerre', [["Schindler's List", 1993]]],
  ['amitié entre un riche tétraplégique et son aide', [['The Intouchables', 2011]]],
  ['film policier coréen', [['Memories of Murder', 2003]]],
  ['une histoire d’amour entre deux femmes peintres', [['Portrait of a Lady on Fire', 2019]]],
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
]);

/** Negations: no pick may have what was refused. */
const NEGATION = of('negation', [
  ['a funny film for the family, nothing scary', [['Paddington 2', 2017]], { genre: ['Horror'] }],
  ['comedy but no horror', [['Andaz Apna Apna', 1994]], { genre: ['Horror'] }],
  ['ghosts and haunted houses but not a comedy', [['The Conjuring', 2013]], { genre: ['Comedy'] }],
  ['a love story, not a musical', [['Before Sunrise', 1995]], { tag: ['musical'] }],
  [
    'crime thriller without subtitles',
    [['Heat', 1995]],
    { language: ['Korean', 'Japanese', 'French', 'Spanish', 'Chinese', 'Hindi', 'Telugu', 'Arabic', 'Tamil', 'Kannada'] },
  ],
  ['sci-fi, no series please', [['Arrival', 2016]], { kind: 'series' }],
  ['a thriller, not a series', [['Prisoners', 2013]], { kind: 'series' }],
  ['anime but not a series', [['Spirited Away', 2001]], { kind: 'series' }],
  ['a drama series, not a movie', [['Breaking Bad', 2008]], { kind: 'movie' }],
  ['Korean films that are not horror', [['Parasite', 2019]], { genre: ['Horror'] }],
  ['horror comedy without romance', [['Shaun of the Dead', 2004]], { genre: ['Romance'] }],
  ['feel-good but nothing romantic', [['Paddington 2', 2017]], { genre: ['Romance'] }],
  ['action without violence? just adventure, no crime', [['Raiders of the Lost Ark', 1981]], { genre: ['Crime'] }],
  ['Bollywood, but no romance', [['Andaz Apna Apna', 1994]], { genre: ['Romance'] }],
  ['mystery with no supernatural stuff and nothing scary', [['Knives Out', 2019]], { genre: ['Horror'] }],
  ['space films but nothing animated', [['Interstellar', 2014]], { tag: ['animation', 'anime'] }],
  ['avoid horror, something tense', [['Prisoners', 2013]], { genre: ['Horror'] }],
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
  ['90s thrillers', [['The Silence of the Lambs', 1991]]],
  ['crime', [['The Godfather', 1972]], undefined, { era: ['Older'], language: ['English'] }],
  ['romance', [['In the Mood for Love', 2000]], undefined, { language: ['Chinese'] }],
  ['short animated films under 90 minutes', [['My Neighbor Totoro', 1988]]],
  ['comedy', [['Paddington 2', 2017]], undefined, { length: ['90 - 120 mins'], era: ['2010s'] }],
  ['epic', [['Lawrence of Arabia', 1962]], undefined, { length: ['Over 120 mins'], era: ['Older'] }],
  ['a Tamil gangster film', [['Nayakan', 1987]]],
  ['Telugu action', [['RRR', 2022]]],
  ['Kannada films from the 2020s', [['Kantara', 2022]]],
  ['recent Korean thrillers', [['Decision to Leave', 2022]]],
  ['an Arabic drama', [['Capernaum', 2018]]],
  ['old Japanese films', [['Tokyo Story', 1953]]],
  ['mystery', [['Memories of Murder', 2003]], undefined, { language: ['Korean'], era: ['2000s'] }],
  ['horror', [['The Wailing', 2016]], undefined, { language: ['Korean'] }],
  ['1980s sci-fi', [['Blade Runner', 1982]]],
  ['', [['Seven Samurai', 1954]], undefined, { language: ['Japanese'], era: ['Older'], length: ['Over 120 mins'] }],
]);

/** Moods and tones. */
const MOOD = of('mood', [
  ['something to cheer me up after a bad day', [['Paddington 2', 2017]]],
  ['a cosy rainy Sunday film', [['My Neighbor Totoro', 1988]]],
  ['I want to have a good cry', [['Grave of the Fireflies', 1988]]],
  ['something tense that keeps me on the edge of my seat', [['Prisoners', 2013]]],
  ['a bittersweet love story', [['Before Sunrise', 1995]]],
  ['mind-bending and trippy', [['Inception', 2010]]],
  ['dark and disturbing', [['Se7en', 1995]]],
  ['light-hearted and silly', [['Andaz Apna Apna', 1994]]],
  ['melancholy and lonely', [['Lost in Translation', 2003]]],
  ['an uplifting sports underdog story', [['Lagaan', 2001]]],
  ['nostalgic coming of age', [['Stand by Me', 1986]]],
  ['a wholesome animated film', [['My Neighbor Totoro', 1988]]],
  ['a slow burn psychological thriller', [['Zodiac', 2007]]],
  ['a romantic film to watch with my partner', [['La La Land', 2016]]],
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
