import {
  ComboboxChevron,
  getOptionsLockup,
  getParsedComboboxData,
  InputBase,
  type SelectProps,
} from '@mantine/core';
import { type KeyboardEvent, useState } from 'react';
import { idleModule, useIdleModule } from '@/lib/idle-module';

const mantineSelect = idleModule(() => import('./mantine-select').then((m) => m.Select));

/** The keys that open a closed Select. */
const OPENING_KEYS = new Set(['Enter', ' ', 'ArrowDown', 'ArrowUp']);

/**
 * A Mantine Select on a screen a cold visit can start on (the Vendor List's View). Select's code
 * (Combobox, Popover, floating-ui: about 20 KB gzip) is not part of the first screen: the closed Select's
 * own input stands in for it, and a click or an opening key on it draws the real Select, opened and
 * focused. The code loads when the page is first idle, so that switch is immediate; it never happens on
 * its own, under the pointer (ADR 019).
 */
export function FirstScreenSelect(props: SelectProps) {
  const [opening, setOpening] = useState(false);
  const Select = useIdleModule(mantineSelect, opening, 'used');
  if (Select)
    return <Select {...props} defaultDropdownOpened={opening} autoFocus={opening || props.autoFocus} />;

  const open = () => setOpening(true);
  return (
    <InputBase
      label={props.label}
      w={props.w}
      value={
        props.value ? (getOptionsLockup(getParsedComboboxData(props.data))[props.value]?.label ?? '') : ''
      }
      readOnly
      pointer
      role="combobox"
      aria-haspopup="listbox"
      aria-expanded={false}
      autoComplete="off"
      rightSection={<ComboboxChevron />}
      rightSectionPointerEvents="none"
      onClick={open}
      onKeyDown={(event: KeyboardEvent) => {
        if (!OPENING_KEYS.has(event.key)) return;
        event.preventDefault();
        open();
      }}
    />
  );
}
