import { NavLink } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconLogout } from '@tabler/icons-react';
import { useNavigate } from 'react-router';
import { lazyWhenIdle } from '@/components/lazy-when-idle';
import { useLogout } from '@/features/auth/api/logout';
import { LOGIN_PATH } from '@/lib/paths';

// The dialog's code (Modal, focus trap, scroll lock) is not part of the first screen.
const ConfirmDialog = lazyWhenIdle(
  () => import('@/components/confirm-dialog').then((m) => m.ConfirmDialog),
  (props) => props.opened,
);

/** Sidebar 'Logout': asks first, then ends the session and returns to sign-in. */
export function LogoutButton() {
  const [opened, { open, close }] = useDisclosure(false);
  const navigate = useNavigate();
  const logout = useLogout();

  const confirm = () => {
    logout.mutate(undefined, {
      onSettled: () => {
        close();
        navigate(LOGIN_PATH, { replace: true });
      },
    });
  };

  return (
    <>
      <NavLink
        component="button"
        type="button"
        label="Logout"
        leftSection={<IconLogout size={20} stroke={1.6} aria-hidden />}
        onClick={open}
        aria-haspopup="dialog"
      />
      <ConfirmDialog
        opened={opened}
        title="Are you sure do you want to logout?"
        confirmLabel="Logout"
        loading={logout.isPending}
        onConfirm={confirm}
        onCancel={close}
      />
    </>
  );
}
