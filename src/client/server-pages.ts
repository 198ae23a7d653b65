import type { FetchQueryOptions, QueryKey } from '@tanstack/react-query';
import type { Params } from 'react-router';
import { PATHS } from '../shared/client-routes';
import { announcementQueries } from './api/announcements';
import { divisionQueries, fieldQueries, gameQueries, playoffQueries, seasonQueries, teamQueries } from './api/league';
import { idOfParam } from './ui/id-param';

/** The address of a page rendered on the server: its path's parameters and the season `?season=` names. */
export interface PageAddress {
  params: Params;
  season: number | undefined;
}

/** Reads a query into the page's data, answering its data (undefined when the read failed). */
export type PageRead = <Data, Key extends QueryKey>(options: FetchQueryOptions<Data, Error, Data, Key>) => Promise<Data | undefined>;

/**
 * A public page rendered on the server: its path (as in routes.tsx) and the reads its first render
 * shows a visitor, with the query factories the page itself uses, so the keys match. A read left
 * out is made by the browser once it has taken the page over.
 */
interface ServerPage {
  path: string;
  reads: (page: PageAddress, read: PageRead) => Promise<unknown>[];
}

const standings: ServerPage['reads'] = ({ season }, read) => [
  read(divisionQueries.list(season)),
  read(seasonQueries.list()),
  read(gameQueries.list(season)),
  read(announcementQueries.showing()),
];

const schedule: ServerPage['reads'] = ({ season }, read) => [...standings({ season, params: {} }, read), read(seasonQueries.info(season))];

export const SERVER_PAGES: readonly ServerPage[] = [
  { path: PATHS.home, reads: (_, read) => [read(divisionQueries.list()), read(seasonQueries.info()), read(announcementQueries.showing())] },
  { path: PATHS.standings, reads: standings },
  { path: PATHS.standingsOf, reads: standings },
  { path: PATHS.schedule, reads: schedule },
  { path: PATHS.scheduleOf, reads: schedule },
  {
    path: PATHS.playoffs,
    reads: ({ season }, read) => [
      read(seasonQueries.list()),
      read(seasonQueries.info(season)),
      read(playoffQueries.formats(season)),
      read(announcementQueries.showing()),
      // The first division's pool standings: the tab the page opens on.
      read(divisionQueries.list(season)).then((divisions) => divisions?.[0] && read(playoffQueries.poolStandings(divisions[0].id))),
    ],
  },
  { path: PATHS.info, reads: (_, read) => [read(seasonQueries.info())] },
  {
    path: PATHS.team,
    reads: ({ params, season }, read) => {
      const id = idOfParam(params.teamId);
      return id === undefined ? [] : [read(teamQueries.detail(id)), ...schedule({ season, params: {} }, read)];
    },
  },
  {
    path: PATHS.field,
    reads: ({ params }, read) => {
      const id = idOfParam(params.fieldId);
      return id === undefined ? [] : [read(fieldQueries.detail(id)), read(divisionQueries.list()), read(gameQueries.list()), read(seasonQueries.info())];
    },
  },
];
