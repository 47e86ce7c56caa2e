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
    filmein filmon kahani pyaar pyar dosti darawni bhoot mazedaar purani sacchi sachi jaisi jaisa waali waala`.split(/\s+/),
  Spanish: `una unas unos los las del para película películas pelicula peliculas algo quiero sobre historia amor
    miedo terror divertida divertido comedia romántica romantica ciencia ficción ficcion dibujos animados familia reír reir`.split(/\s+/),
  French: `une les des du pour avec dans qui fait horreur drôle drole comédie comedie histoire vraie amour
    dessin animé enfants tueur policier femmes entre riche`.split(/\s+/),
};

/** The language of a lower-case prompt when it is Hindi, Spanish or French; undefined for English and anything unclear. */
export function promptLanguage(text: string): PromptLanguage | undefined {
  if (DEVANAGARI.test(text)) return 'Hindi';
  const words = text.normalize('NFC').match(/[\p{L}’']+/gu) ?? [];
  let best: PromptLanguage | undefined;
  let bestCount = 0;
  let tied = false;
  for (const language of Object.keys(MARKERS) as PromptLanguage[]) {
    const count = words.filter((word) => MARKERS[language].includes(word)).length;
    if (count > bestCount) [best, bestCount, tied] = [language, count, false];
    else if (count === bestCount && count > 0) tied = true;
  }
  return tied ? undefined : best;
}
