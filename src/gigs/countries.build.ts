// The world's countries as a gig's `country` may name them, and the clocks
// each keeps, from maintained data sets: i18n-iso-countries (ISO 3166 codes
// and English names, with the short forms people write: UK, USA, Czechia),
// countries-and-timezones (the IANA zones of each country) and countries-list
// (each country's currency, for a free gig's price of 0). Build time only:
// the browser gets each gig's country name, code and zone, not the tables.
import { getTimezonesForCountry } from 'countries-and-timezones';
import { countries as countryFacts, type TCountryCode } from 'countries-list';
import isoCountries from 'i18n-iso-countries';
import english from 'i18n-iso-countries/langs/en.json';
import swedish from 'i18n-iso-countries/langs/sv.json';
import { editDistance } from '../util/editDistance.build';
import { isTimeZone, offsetChanges, utcOffsetMinutes } from '../util/timeZone';

isoCountries.registerLocale(english);
// The band writes in Swedish too: `Tyskland` is not accepted, but suggests Germany.
isoCountries.registerLocale(swedish);

/** A country as a gig names it. */
export interface Country {
  /** ISO 3166-1 alpha-2: `DE`. */
  readonly code: string;
  /** As fans read it: the band's own spelling of a name, or the country's English name for a code. */
  readonly name: string;
  /** ISO 4217, the country's own: `EUR`. */
  readonly currency: string;
}

/** For matching what people write: no case, accents, dots or spaces (`U.S.A.` → `usa`). */
const key = (text: string) =>
  text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z]/g, '');

/** Every English name, short form and code of every country, by key: `unitedkingdom`, `uk`, `gb`, `gbr` → GB. */
const byKey = new Map<string, string>();
/** What a country name that is none is compared with: each English and Swedish name, and the English name to suggest. */
const suggestions: { key: string; name: string }[] = [];
for (const [code, names] of Object.entries(isoCountries.getNames('en', { select: 'all' }))) {
  for (const name of names) byKey.set(key(name), code);
  const [name = code] = names;
  for (const spelling of [...names, ...(isoCountries.getName(code, 'sv', { select: 'all' }) ?? [])]) {
    if (!/^[A-Z.]+$/.test(spelling)) suggestions.push({ key: key(spelling), name });
  }
}
for (const [code, alpha3] of Object.entries(isoCountries.getAlpha2Codes()).map(([alpha2]) => [
  alpha2,
  isoCountries.alpha2ToAlpha3(alpha2),
])) {
  byKey.set(key(code!), code!);
  if (alpha3) byKey.set(key(alpha3), code!);
}

/** The country `written` names, by English name or ISO code (`Germany`, `DE`, `UK`, `USA`, `Czechia`); undefined if none. */
export function findCountry(written: string): Country | undefined {
  const code = byKey.get(key(written));
  if (!code) return undefined;
  const names = isoCountries.getName(code, 'en', { select: 'all' }) ?? [];
  // The band's own spelling of a name stands; a code is shown as the country's name.
  const name = names.includes(written) && !/^[A-Z.]+$/.test(written) ? written : (names[0] ?? written);
  // XXX: ISO 4217's "no currency", for a place that has none (Antarctica).
  const [currency = 'XXX'] = countryFacts[code as TCountryCode]?.currency ?? [];
  return { code, name, currency };
}

/** Every English name a country goes by (Czech Republic and Czechia), A to Z: the editor's list of countries. */
export function countryNames(): string[] {
  const names = Object.values(isoCountries.getNames('en', { select: 'all' })).flat();
  return [...new Set(names.filter((name) => !/^[A-Z.]+$/.test(name)))].sort((a, b) => a.localeCompare(b, 'en'));
}

/** The `count` English country names nearest to a name that is none: `Germny`, `Tyskland` → Germany. */
export function nearestCountries(written: string, count = 3): string[] {
  const target = key(written);
  const nearest = suggestions
    .map(({ key: spelling, name }) => ({ name, far: editDistance(target, spelling) }))
    .sort((a, b) => a.far - b.far || a.name.localeCompare(b.name));
  return [...new Set(nearest.map(({ name }) => name))].slice(0, count);
}

// Clocks are compared over the years gigs are booked in: from the band's first to well ahead.
const FROM = Date.UTC(2021, 0, 1);
const TO = Date.UTC(2041, 0, 1);

/** A zone's clock over those years: its offset at the start and every change since. */
const clockOf = (timeZone: string) => JSON.stringify([utcOffsetMinutes(timeZone, FROM), offsetChanges(timeZone, FROM, TO)]);

/** The IANA zones in a country, its own first (`Europe/Stockholm` before `Europe/Berlin`, which Sweden shares). */
export function zonesOf(code: string): string[] {
  const zones = getTimezonesForCountry(code, { deprecated: true }) ?? [];
  // A zone listed first for this country before one it shares, then current names before old ones.
  const own = (zone: (typeof zones)[number]) => (zone.countries[0] === code ? 0 : 2) + (zone.deprecated ? 1 : 0);
  return (
    [...zones]
      .sort((a, b) => own(a) - own(b) || a.name.localeCompare(b.name))
      .map((zone) => zone.name)
      // Area/City names only (not `GB-Eire` or `CET`), and only those the engine knows.
      .filter((name) => /^[A-Z][A-Za-z]+\/[A-Za-z_/-]+$/.test(name) && isTimeZone(name))
  );
}

const zoneOfCountry = new Map<string, string | null>();

/**
 * The zone a gig in the country keeps time by when its clocks are one (Germany,
 * Japan); null when they differ (the US, Spain with the Canaries), where the
 * gig must name its zone.
 */
export function onlyZoneOf(code: string): string | null {
  if (!zoneOfCountry.has(code)) {
    const [first, ...others] = zonesOf(code);
    const clock = first && clockOf(first);
    zoneOfCountry.set(code, first && others.every((zone) => clockOf(zone) === clock) ? first : null);
  }
  return zoneOfCountry.get(code)!;
}
