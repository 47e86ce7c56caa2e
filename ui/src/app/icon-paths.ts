import { Icons, type IconName, type IconPaths, type IconPathsLoader, type IconSize } from '@blueprintjs/icons';

/**
 * Fetches the SVG paths of one icon in one of the two sizes Blueprint draws (16 and 20 px), from the
 * files the build writes for each (vite.config.ts), so a screen fetches only the icons it shows.
 */
export const loadIconPaths: IconPathsLoader = async (name: IconName, size: IconSize) => {
  const response = await fetch(`${import.meta.env.ICON_PATHS_URL}/${size}/${name}.json`);
  if (!response.ok) throw new Error(`No ${size}px paths for the icon '${name}' (${response.status})`);
  return (await response.json()) as IconPaths;
};

/** Icons draw themselves from the paths they need, fetched one icon at a time. */
export function loadIconsOneByOne(): void {
  Icons.setLoaderOptions({ loader: loadIconPaths });
}
