import type { TestApp } from './app';

/** The types of a stream's events, oldest first; none for a stream not written yet. */
export async function eventTypesIn(app: TestApp, stream: string): Promise<string[]> {
  try {
    return (await app.events.store.readStream(stream)).map((event) => event.type);
  } catch {
    return [];
  }
}
