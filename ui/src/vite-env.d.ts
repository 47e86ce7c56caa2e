interface ImportMetaEnv {
  /** Where the build serves each Blueprint icon's paths, as `<url>/<size>/<name>.json` (vite.config.ts). */
  readonly ICON_PATHS_URL: string;
}
