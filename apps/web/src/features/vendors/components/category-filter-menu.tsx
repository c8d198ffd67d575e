import { useState } from 'react';
import { idleModule, useIdleModule } from '@/lib/idle-module';
import { CategoryFilterButton, CategoryFilterIndicator } from './category-filter-button';

export interface CategoryFilterMenuProps {
  /** The chosen category name, or null. */
  value: string | null;
  onChange: (category: string | null) => void;
}

const dropdown = idleModule(() => import('./category-filter-dropdown').then((m) => m.CategoryFilterDropdown));

/**
 * docs/product/vendors.md#category-filter. The menu's code (Menu, Popover, floating-ui) is not part of the
 * Vendor List's first screen: the same button stands in for it, and a click on it draws the menu, open
 * (its code loads when the page is first idle, or on that click; ADR 019).
 */
export function CategoryFilterMenu(props: CategoryFilterMenuProps) {
  const [opening, setOpening] = useState(false);
  const CategoryFilterDropdown = useIdleModule(dropdown, opening, 'used');
  if (CategoryFilterDropdown) return <CategoryFilterDropdown {...props} initiallyOpened={opening} />;
  return (
    <CategoryFilterIndicator chosen={Boolean(props.value)}>
      <CategoryFilterButton
        chosen={Boolean(props.value)}
        aria-haspopup="menu"
        aria-expanded={false}
        onClick={() => setOpening(true)}
      />
    </CategoryFilterIndicator>
  );
}
