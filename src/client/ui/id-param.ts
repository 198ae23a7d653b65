/** The id a path parameter names (`/teams/12`): a positive whole number, or undefined for anything else. */
export function idOfParam(text: string | undefined): number | undefined {
  if (text === undefined || !/^\d{1,9}$/.test(text)) return undefined;
  const id = Number(text);
  return id > 0 ? id : undefined;
}
