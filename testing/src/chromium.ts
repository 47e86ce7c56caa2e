/** Debian's Chromium unless CHROMIUM_PATH says otherwise: the browser the e2e specs and the Lighthouse bench drive. */
export const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/** Headless in a container, with nothing of its own (updates, sync, first-run pages) running beside the page. */
export const chromiumArgs = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];
