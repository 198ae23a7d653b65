/**
 * A ref for a message that appears in a tall dialog after a try (a refusal to explain, a choice to
 * make): scrolled into view when it appears, so the person sees why nothing happened.
 */
export function shownWhenAdded(node: HTMLElement | null): void {
  node?.scrollIntoView({ block: 'center' });
}
