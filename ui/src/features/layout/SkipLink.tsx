/**
 * The first stop of the keyboard on every screen: it jumps past the header to the screen's content
 * (#main). Hidden until it has focus.
 */
export function SkipLink() {
  return (
    <a
      className="skip-link"
      href="#main"
      onClick={(event) => {
        // Focus the content itself: following the hash alone leaves focus where it was in some browsers.
        event.preventDefault();
        document.getElementById('main')?.focus();
      }}
    >
      Skip to main content
    </a>
  );
}
