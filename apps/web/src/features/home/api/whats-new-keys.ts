/** Every "what's new" answer; any published change may add to it, so the live updates refresh it. */
export const whatsNewKey = ['whats-new'] as const;
