import { Button, Tooltip } from '@blueprintjs/core';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { selectIsDarkMode } from './selectors';
import { themeToggled } from './slice';

export function ThemeToggle() {
  const dark = useAppSelector(selectIsDarkMode);
  const dispatch = useAppDispatch();
  const label = dark ? 'Switch to light mode' : 'Switch to dark mode';
  return (
    <Tooltip content={label} placement="bottom">
      <Button
        variant="minimal"
        icon={dark ? 'flash' : 'moon'}
        aria-label={label}
        aria-pressed={dark}
        onClick={() => dispatch(themeToggled())}
      />
    </Tooltip>
  );
}
