/**
 * The language a prompt is written in, when it is not English: Hindi for Devanagari or for Hindi
 * written in Latin letters (its small words: 'ki', 'wali', 'hai', 'chahiye'), Spanish and French by
 * theirs. Someone asking in Hindi for 'a love story' most often means a Hindi one, so the ranking
 * leans a little towards films in the prompt's language (never a constraint: filters and words
 * that name a language decide that).
 */
export type PromptLanguage = 'Hindi' | 'Spanish' | 'French';

const DEVANAGARI = /[\u0900-\u097f]/u;

// Words of each language that are not also common English words (or each other's).
const MARKERS: Record<PromptLanguage, string[]> = {
  Hindi: `hai hain ki ka ke wali wala wale kuch koi dekhna dekhni dekhne chahiye mujhe mera meri hum aur pe nahi nahin bina
    filmein filmon kahani pyaar pyar dosti darawni bhoot mazedaar purani sacchi sachi jaisi jaisa waali waala`.match(/\S+/gu)!,
  Spanish: `una unas unos los las del para película películas pelicula peliculas algo quiero sobre historia amor
    miedo divertida divertido comedia romántica romantica ciencia ficción ficcion dibujos animados familia reír reir`.match(/\S+/gu)!,
  French: `une les des du pour avec dans qui fait horreur drôle drole comédie comedie histoire vraie amour
    dessin animé enfants tueur policier femmes entre riche`.match(/\S+/gu)!,
};

/** The language of a lower-case prompt when it is Hindi, Spanish or French; undefined for English and anything unclear. */
export function promptLanguage(text: string): PromptLanguage | undefined {
  if (DEVANAGARI.test(text)) return 'Hindi';
  const words = [...text.normalize('NFC').matchAll(/[\p{L}’']+/gu)].map((match) => match[0]);
  const counts = (Object.keys(MARKERS) as PromptLanguage[])
    .map((language) => ({ language, count: words.filter((word) => MARKERS[language].includes(word)).length }))
    .sort((a, b) => b.count - a.count);
  // Clear only when one language has more of its words than any other (none at all ties at 0).
  return counts[0]!.count > counts[1]!.count ? counts[0]!.language : undefined;
}
