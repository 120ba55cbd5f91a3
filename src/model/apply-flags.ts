/** The flags `apply PLANFILE` needs for a saved plan, or `blocked` when no flag lets it through. */
export interface ApplyFlags {
  flags: readonly ('--allow-delete' | '--force')[];
  blocked: boolean;
}
