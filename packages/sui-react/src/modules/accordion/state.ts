/** What the accordion knows about one panel. */
export interface AccordionPanelInfo {
  readonly id: string;
  readonly open: boolean;
  readonly disabled: boolean;
}

/**
 * The panels to close when `opened` opens: with `closeOthers`, every other open panel that is not
 * disabled (a disabled panel keeps its state, whatever happens around it).
 */
export function panelsToClose(
  panels: readonly AccordionPanelInfo[],
  opened: string,
  closeOthers: boolean,
): string[] {
  if (!closeOthers) return [];
  return panels.filter((p) => p.id !== opened && p.open && !p.disabled).map((p) => p.id);
}

/** Where focus goes from header `index` of `count` for a key, or null for other keys. */
export function nextHeaderIndex(key: string, index: number, count: number): number | null {
  if (count === 0) return null;
  switch (key) {
    case 'ArrowDown':
      return (index + 1) % count;
    case 'ArrowUp':
      return (index - 1 + count) % count;
    case 'Home':
      return 0;
    case 'End':
      return count - 1;
    default:
      return null;
  }
}

export function assertHeadingLevel(level: number): void {
  if (!Number.isInteger(level) || level < 1 || level > 6) {
    throw new Error(`Accordion: headingLevel must be an integer from 1 to 6 (got ${String(level)}).`);
  }
}
