import type { RecommendationQuery } from '@more-ai/command-api/recommendations/engine/port';

/** A labelled request: what a person asks, and titles (with their years) any good answer has in its top 10. */
export interface EvalCase {
  description: string;
  filters?: Partial<Omit<RecommendationQuery, 'description'>>;
  expect: [title: string, year: number][];
}

/**
 * Requests across every language, era, length and content type of the filters, each with the
 * bundled catalog's titles a person would expect to see. Filters are hard constraints; prompt words
 * like 'Korean' or 'feel-good' are not, so both kinds appear.
 */
export const EVAL_CASES: EvalCase[] = [
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
