import { Button, Dialog, DialogBody, DialogFooter } from '@blueprintjs/core';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { useUpgradeToPro } from '../payments/entry';
import { upgradePromptClosed } from './slice';

/** The 'Upgrade to PRO' dialog with the limit the user just reached (SPEC §5, §8); one for the whole app. */
export function UpgradeDialog() {
  const dispatch = useAppDispatch();
  const prompt = useAppSelector((state) => state.library.upgradePrompt);
  const startUpgrade = useUpgradeToPro();
  const close = () => dispatch(upgradePromptClosed());
  // SPEC §4: the upgrade flow starts here, whichever limit (or 'PRO Only: Private Watchlists') opened it.
  const upgrade = () => {
    close();
    startUpgrade();
  };
  return (
    <Dialog className="upgrade-dialog" isOpen={prompt !== null} onClose={close} title={prompt?.title ?? 'Upgrade to PRO'} icon="crown">
      <DialogBody>
        <p>{prompt?.message}</p>
      </DialogBody>
      <DialogFooter
        actions={
          <>
            <Button onClick={close}>Maybe later</Button>
            <Button intent="primary" icon="crown" onClick={upgrade}>
              Upgrade to PRO
            </Button>
          </>
        }
      />
    </Dialog>
  );
}
