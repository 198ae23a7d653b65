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

/**
 * Who meets whom, round by round, so that every team gets `gamesPerTeam` games and opponents
 * repeat as evenly as the count allows: whole round robins, then as many further rounds as
 * needed; with an odd number of teams those short of games by a bye meet each other last.
 * Answers the meetings without home or away yet.
 */
export function meetings(teamIds: number[], gamesPerTeam: number): { a: number; b: number; round: number }[] {
  const played = new Map(teamIds.map((id) => [id, 0]));
  const rounds = circleRounds(teamIds);
  const found: { a: number; b: number; round: number }[] = [];
  let round = 0;
  let idle = 0;
  // Stop once every team has its games, or a whole circle adds none.
  while (idle < rounds.length && teamIds.some((id) => played.get(id)! < gamesPerTeam)) {
    let added = false;
    for (const [a, b] of rounds[round % rounds.length]!) {
      if (played.get(a)! < gamesPerTeam && played.get(b)! < gamesPerTeam) {
        found.push({ a, b, round });
        played.set(a, played.get(a)! + 1);
        played.set(b, played.get(b)! + 1);
        added = true;
      }
    }
    idle = added ? 0 : idle + 1;
    round++;
  }
  // Teams a bye left short meet each other, most short first.
  for (;;) {
    const short = teamIds.filter((id) => played.get(id)! < gamesPerTeam).sort((x, y) => played.get(x)! - played.get(y)! || x - y);
    if (short.length < 2) break;
    const [a, b] = short as [number, number];
    found.push({ a, b, round });
    played.set(a, played.get(a)! + 1);
    played.set(b, played.get(b)! + 1);
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
