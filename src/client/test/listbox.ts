import { within } from '@testing-library/react';

/**
 * The list of options a combobox has open, found as assistive technology finds it: through the
 * combobox's aria-controls.
 */
export function listboxOf(combobox: HTMLElement): HTMLElement {
  const id = combobox.getAttribute('aria-controls');
  const listbox = id ? document.getElementById(id) : null;
  if (listbox?.getAttribute('role') !== 'listbox') throw new Error(`The combobox ${combobox.id} has no list of options open`);
  return listbox;
}

/**
 * The option showing that label in the list the combobox has open. Found by its text, not by role
 * and name: those need the computed style of every option and its ancestors, some 60 ms in jsdom
 * for a list of 40 teams, each time the list opens.
 */
export function optionOf(combobox: HTMLElement, label: string): HTMLElement {
  const option = within(listboxOf(combobox)).getByText(label).closest<HTMLElement>('[role="option"]');
  if (!option) throw new Error(`"${label}" in the list of ${combobox.id} is not an option`);
  return option;
}
