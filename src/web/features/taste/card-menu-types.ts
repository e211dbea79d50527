/** A checkable item another feature adds to a poster card's menu (My List's 'Add to My List'). */
export interface MenuToggle {
  label: string;
  checked: boolean;
  onToggle: () => void;
}

/** Which item takes focus when the menu opens: the first (click, Enter, Space, ↓) or the last (↑). */
export type OpenAt = "first" | "last";
