import { FullScreenDialog } from '../../ui/full-screen-dialog';
import { ChangePasswordForm } from './change-password-form';

/** The 修改密码 dialog (spec 002 §2), full screen on the phone; closes after a successful change. */
export function ChangePasswordDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  return (
    <FullScreenDialog title="修改密码" open={open} onClose={onClose}>
      <ChangePasswordForm name="change-password-dialog" onDone={onClose} />
    </FullScreenDialog>
  );
}
