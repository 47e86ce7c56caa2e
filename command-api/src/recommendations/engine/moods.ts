/**
 * How people say what they are in the mood for, in the words the catalog uses for it: 'something
 * to cheer me up' is a feel-good film, 'a good cry' a tearjerker, 'on the edge of my seat' a
 * thriller, 'behind bars' prison. Each phrase is read as the catalog's words before the prompt's
 * wishes and terms are taken from it, so a mood reaches the genres, content types and tags that
 * describe it instead of films whose synopsis happens to say 'bad' or 'day'. Likewise the names
 * people use for a franchise or a studio ('007', 'MCU') are read as the catalog records them.
 */
const MOODS: Record<string, string> = {
  // Feel good
  'cheer (?:me |us )?up|pick-?me-?up|after a (?:bad|long|rough|hard) (?:day|week)|make me smile|put a smile on my face|lift my spirits':
    'feel good',
  'cosy|cozy|comfort (?:film|movie|watch)|rainy (?:sunday|day|afternoon|evening)|lazy sunday|snuggle|warm and fuzzy|heartwarming|heart-warming':
    'feel good',
  // Sad
  'a good cry|have a cry|make me cry|makes you cry|cry my eyes out|tear-?jerkers?|weepies|weepy|sob|heartbreaking|heart-?wrenching':
    'tearjerker',
  // Tense
  'edge of (?:my|your|our|the) seats?|nail-?biting|nail-?biters?|gripping|white-?knuckle|pulse-?pounding|heart-?pounding|tense': 'thriller',
  'slow[- ]burn(?:ing)?|slow[- ]burner': 'slow burn',
  'disturbing|unsettling|twisted|bleak|grim|harrowing|gritty': 'dark',
  // Light
  'light-?hearted|silly|goofy|zany|wacky|laugh out loud|laugh-out-loud|make me laugh|laughs|daft|screwball': 'comedy',
  // Love
  "date night|with my (?:partner|girlfriend|boyfriend|wife|husband|date)|valentine(?:’s|'s|s)? day": 'romantic',
  // Melancholy
  'lonely|lonesome|solitude|isolation': 'loneliness',
  'melancholic|wistful|pensive': 'melancholy',
  'nostalgic|nostalgia|good old days': 'nostalgia',
  'growing up|teenage years|adolescence': 'coming of age',
  // Scale
  'spectacle|spectacular|grand scale|larger than life|sweeping|blockbuster': 'epic',
  // Places and situations
  'jail|jailed|imprisoned|behind bars|locked up|incarcerated|penitentiary|inmates?|convicts?': 'prison',
  'kids|for children|family-friendly|family friendly|all ages|the whole family': 'family',
  'cartoons?|animated': 'animation',
  'whodunn?its?|murder myster(?:y|ies)': 'whodunit',
  'robbery|robberies|bank job|the big score': 'heist',
  'feelings|emotional life': 'emotions',
  // What people call a franchise or a studio
  '007|double-?o-?seven|bond (?:films?|movies?)': 'james bond',
  'mcu|marvel universe': 'marvel cinematic universe',
  disney: 'walt disney',
  'spy-?verse': 'yrf spy universe',
  lcu: 'lokesh cinematic universe',
};

// Whole words only. (No phrase holds another rule's phrase, so the order they are read in does not matter.)
const RULES = Object.entries(MOODS).map(([pattern, words]) => ({
  pattern: new RegExp(`(?<![\\p{L}\\p{N}])(?:${pattern})(?![\\p{L}\\p{N}])`, 'giu'),
  words,
}));

/** A lower-case English prompt with its mood phrases in the catalog's words. */
export function moodsRead(text: string): string {
  let read = text;
  for (const { pattern, words } of RULES) read = read.replace(pattern, ` ${words} `);
  return read.replace(/\s+/g, ' ').trim();
}
