import type { Reducer, UnknownAction } from 'redux';
import type { Saga } from 'redux-saga';

/**
 * A feature that comes in a chunk of its own (ARCHITECTURE 'UI': payment code): when its chunk loads,
 * its state joins the store under `key` and its saga starts. Screens that never use it never
 * download it.
 */
export interface LazyFeature {
  readonly key: string;
  readonly reducer: Reducer<unknown, UnknownAction>;
  readonly saga: Saga;
}

type Installer = (feature: LazyFeature) => void;

let installer: Installer | undefined;
const installed = new Set<string>();

/** The store says how a feature joins it; createAppStore binds this once, as it binds the API client. */
export function bindFeatureInstaller(install: Installer): void {
  installer = install;
  installed.clear();
}

/** Adds a loaded feature to the store, once however often its chunk is asked for. */
export function installFeature(feature: LazyFeature): void {
  if (!installer) throw new Error(`The store is not created yet: ${feature.key} cannot join it`);
  if (installed.has(feature.key)) return;
  installed.add(feature.key);
  installer(feature);
}
