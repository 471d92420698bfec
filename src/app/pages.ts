// Each route's page component, as the browser's route table names it
// (src/util/routes.ts, `page`). This file gives the module's type; its code
// is written from the table, by the build and for the tests
// (scripts/route-pages.js): one import per page file, each page in a file
// of its own, loaded with its route or ahead of it (lazyPage, prefetch.ts).
import type { RouteId } from '../util/routes';
import type { RoutePage } from './lazyPage';

export declare const pages: Readonly<Record<RouteId, RoutePage>>;
