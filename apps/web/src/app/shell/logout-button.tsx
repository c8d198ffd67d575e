import { NavLink } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconLogout } from '@tabler/icons-react';
import { useNavigate } from 'react-router';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { useLogout } from '@/features/auth/api/logout';
import { LOGIN_PATH } from '@/lib/paths';

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
