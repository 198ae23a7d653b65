/** Two teams to meet, home first; `round` orders them through the season. */
export interface Pairing {
  divisionId: number;
  homeTeamId: number;
  awayTeamId: number;
  round: number;
}

/**
 * The rounds of a round robin by the circle method: the first team stays, the others turn one
 * place a round. An odd number of teams gets a bye (null) each round.
 */
function circleRounds(teamIds: number[]): [number, number][][] {
  const ring: (number | null)[] = teamIds.length % 2 === 0 ? [...teamIds] : [...teamIds, null];
  const rounds: [number, number][][] = [];
  for (let r = 0; r < ring.length - 1; r++) {
    const round: [number, number][] = [];
    for (let i = 0; i < ring.length / 2; i++) {
      const a = ring[i]!;
      const b = ring[ring.length - 1 - i]!;
      if (a !== null && b !== null) round.push([a, b]);
    }
    rounds.push(round);
    ring.splice(1, 0, ring.pop()!);
  }
  return rounds;
}

/** Games between two teams so far, by the pair (smaller id first). */
export type MeetingCounts = Map<string, number>;

export const pairKey = (a: number, b: number) => (a < b ? `${a}|${b}` : `${b}|${a}`);

/** How often each pair has met in these games, added to `before`. */
export function meetingsOf(games: { homeTeamId: number; awayTeamId: number }[], before: MeetingCounts = new Map()): MeetingCounts {
  const counts = new Map(before);
  for (const game of games) counts.set(pairKey(game.homeTeamId, game.awayTeamId), (counts.get(pairKey(game.homeTeamId, game.awayTeamId)) ?? 0) + 1);
  return counts;
}

/**
 * Who meets whom, round by round, so that every team gets `gamesPerTeam` games and opponents
 * repeat as evenly as the count allows, counting the meetings so far (`met`: the division's games
 * on the schedule and the locked ones) and the games each team has already (`played`: the locked
 * ones). Each cycle takes the circle method's rounds in the order of how often their pairs have
 * met, fewest first; with nothing met before, that is whole round robins in order. A pair is
 * taken while both teams are short of games; with an odd number of teams those a bye left short
 * meet each other last. Answers the meetings without home or away yet.
 */
export function meetings(
  teamIds: number[],
  gamesPerTeam: number,
  before: { met?: MeetingCounts; played?: Map<number, number> } = {},
): { a: number; b: number; round: number }[] {
  const played = new Map(teamIds.map((id) => [id, before.played?.get(id) ?? 0]));
  const met: MeetingCounts = new Map(before.met);
  const timesMet = (a: number, b: number) => met.get(pairKey(a, b)) ?? 0;
  const rounds = circleRounds(teamIds);
  const found: { a: number; b: number; round: number }[] = [];
  const take = (a: number, b: number, round: number) => {
    found.push({ a, b, round });
    played.set(a, played.get(a)! + 1);
    played.set(b, played.get(b)! + 1);
    met.set(pairKey(a, b), timesMet(a, b) + 1);
  };
  const short = (id: number) => played.get(id)! < gamesPerTeam;
  let round = 0;
  // Cycle until every team has its games, or a whole cycle adds none.
  for (let added = true; added && teamIds.some(short);) {
    added = false;
    const order = rounds
      .map((pairs, index) => ({ pairs, index, score: pairs.reduce((total, [a, b]) => total + timesMet(a, b), 0) }))
      .sort((x, y) => x.score - y.score || x.index - y.index);
    for (const { pairs } of order) {
      const open = pairs.filter(([a, b]) => short(a) && short(b));
      if (open.length === 0) continue;
      for (const [a, b] of open) take(a, b, round);
      added = true;
      round++;
    }
  }
  // Teams a bye left short meet each other, most short first, those met least before first.
  for (;;) {
    const left = teamIds.filter(short).sort((x, y) => played.get(x)! - played.get(y)! || x - y);
    const [a, ...others] = left;
    if (a === undefined || others.length === 0) break;
    const b = [...others].sort((x, y) => timesMet(a, x) - timesMet(a, y) || played.get(x)! - played.get(y)! || x - y)[0]!;
    take(a, b, round);
    round++;
  }
  return found;
}

/**
 * Home and away so that every team's home and away games differ by at most one: each meeting is
 * an edge of a graph, the teams with an odd number of games are joined to one extra vertex, and
 * the edges are directed along an Euler circuit of each part (in equals out at every vertex).
 */
export function orient(meetingsFound: { a: number; b: number; round: number }[], divisionId: number): Pairing[] {
  const EXTRA = -1;
  const edges = meetingsFound.map((m) => [m.a, m.b] as [number, number]);
  const degree = new Map<number, number>();
  for (const [a, b] of edges) {
    degree.set(a, (degree.get(a) ?? 0) + 1);
    degree.set(b, (degree.get(b) ?? 0) + 1);
  }
  for (const [team, count] of [...degree].sort((x, y) => x[0] - y[0])) if (count % 2 === 1) edges.push([team, EXTRA]);
  const incident = new Map<number, number[]>();
  edges.forEach(([a, b], index) => {
    incident.set(a, [...(incident.get(a) ?? []), index]);
    incident.set(b, [...(incident.get(b) ?? []), index]);
  });
  const used = new Array<boolean>(edges.length).fill(false);
  const from = new Array<number>(edges.length);
  const next = new Map<number, number>();
  // Hierholzer's walk: each edge is directed the way it is first walked.
  for (const start of [...incident.keys()].sort((x, y) => x - y)) {
    const stack = [start];
    while (stack.length > 0) {
      const vertex = stack[stack.length - 1]!;
      const list = incident.get(vertex)!;
      let at = next.get(vertex) ?? 0;
      while (at < list.length && used[list[at]!]) at++;
      next.set(vertex, at);
      if (at === list.length) {
        stack.pop();
        continue;
      }
      const edge = list[at]!;
      used[edge] = true;
      from[edge] = vertex;
      const [a, b] = edges[edge]!;
      stack.push(a === vertex ? b : a);
    }
  }
  return meetingsFound.map((m, index) => {
    const home = from[index]!;
    return { divisionId, homeTeamId: home, awayTeamId: home === m.a ? m.b : m.a, round: m.round };
  });
}
