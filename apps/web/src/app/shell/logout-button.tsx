import { NavLink } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconLogout } from '@tabler/icons-react';
import { lazy, Suspense, useState } from 'react';
import { useNavigate } from 'react-router';
import { useLogout } from '@/features/auth/api/logout';
import { LOGIN_PATH } from '@/lib/paths';

// Loaded when first asked for, like every dialog of the first screen (ADR 027).
const ConfirmDialog = lazy(() =>
  import('@/components/confirm-dialog').then((m) => ({ default: m.ConfirmDialog })),
);

/** Sidebar 'Logout': asks first, then ends the session and returns to sign-in. */
export function LogoutButton() {
  const [opened, { open, close }] = useDisclosure(false);
  // Mounted from the first opening on, so that closing plays the dialog's transition and returns focus.
  const [asked, setAsked] = useState(false);
  if (opened && !asked) setAsked(true);
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
      {asked ? (
        <Suspense fallback={null}>
          <ConfirmDialog
            opened={opened}
            title="Are you sure do you want to logout?"
            confirmLabel="Logout"
            loading={logout.isPending}
            onConfirm={confirm}
            onCancel={close}
          />
        </Suspense>
      ) : null}
    </>
  );
}
