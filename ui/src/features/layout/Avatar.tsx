import type { CSSProperties } from 'react';

export interface AvatarProps {
  /** The text the letter is taken from (a name or an e-mail). */
  readonly name: string | undefined;
  /** Shown when there is no name. */
  readonly fallback?: string;
  readonly size?: 'small' | 'medium' | 'large';
}

/** A round initial, coloured by the name so different people look different in lists. */
export function Avatar({ name, fallback = 'U', size = 'medium' }: AvatarProps) {
  const letter = name?.trim()?.[0]?.toUpperCase() ?? fallback;
  const hue = [...(name ?? fallback)].reduce((sum, char) => (sum * 31 + char.charCodeAt(0)) % 360, 7);
  return (
    <span className={`avatar avatar--${size}`} style={{ '--avatar-hue': hue } as CSSProperties} aria-hidden="true">
      {letter}
    </span>
  );
}
