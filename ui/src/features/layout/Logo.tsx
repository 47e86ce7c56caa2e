import { Link } from 'wouter';

/** The product mark; the play triangle nods to 'Movies', the spark to the AI. */
export function Logo({ href = '/' }: { href?: string }) {
  return (
    <Link href={href} className="logo" aria-label="MoRe AI home">
      <svg className="logo__mark" viewBox="0 0 32 32" aria-hidden="true">
        <rect width="32" height="32" rx="8" />
        <path d="M12 9v14l11-7z" />
        <circle cx="25" cy="7" r="2.2" />
      </svg>
      <span className="logo__word">
        Mo<span className="logo__accent">Re</span> AI
      </span>
    </Link>
  );
}
