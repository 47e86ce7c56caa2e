// No zod here: the UI's first chunk reads these texts, and the landing page does not load zod (issue 13).

/** A 503's message (the database does not answer, or the request ran past its deadline); the UI shows the same. */
export const SERVICE_UNAVAILABLE_MESSAGE = 'The service is temporarily unavailable. Please try again in a moment.';
