// Where the band plays: the countries, their towns and time zones, their clubs, nights, bands and prices.
import type { Rng } from '../random.mjs';
import { findCountry, onlyZoneOf } from '../../src/gigs/countries.build';
import type { AgeLimit } from '../../src/gigs/gig.build';

const sv = {
  single: [
    'Betongbunkern',
    'Pannrummet',
    'Kåken',
    'Sliperiet',
    'Gamla Tvätteriet',
    'Fabriken',
    'Källarvalvet',
    'Lådan',
    'Rostiga Räcket',
    'Ställverket',
    'Svetsen',
    'Spårvagnshallen',
    'Smörjgropen',
    'Hönsgården',
    'Vattentornet',
    'Pumphuset',
    'Garaget',
    'Skrotgården',
    'Tältet',
    'Ölkällaren',
  ],
  klubb: [
    'Skrubbsår',
    'Blåmärke',
    'Halkrisk',
    'Grusväg',
    'Kantsten',
    'Nattbuss',
    'Kickflip',
    'Sågspån',
    'Ödla',
    'Fläskkvarn',
    'Rännsten',
    'Tändsticka',
  ],
  street: [
    'Åsgatan',
    'Östra Hamngatan',
    'Storgatan 12',
    'Järnvägsgatan',
    'Norra Strandgatan',
    'Sjöbogatan',
    'Industrivägen 4',
    'Västra Ringvägen',
    'Allégatan',
    'Södra Kyrkogatan',
  ],
  long: [
    'Kulturföreningen Källarvalvets Vänner',
    'Studieförbundets replokal nummer fyra',
    'Ungdomens Hus',
    'Föreningslokalen Gamla Brandstationen',
    'Verkstan',
    'Kvarterskrogen Rännstenen',
  ],
};
const cz = {
  single: [
    'Vzducholoď',
    'Stará Pekárna',
    'Kotelna',
    'Ocelárna',
    'Šroubárna',
    'Mlýnice',
    'Výměník',
    'Sklad 7',
    'Trafostanice',
    'Plechárna',
    'Strojovna',
    'Úl',
  ],
  klub: ['Rampa', 'Šroubek', 'Žížala', 'Kapsa', 'Jeskyně', 'Lopata', 'Kolečko', 'Ďábel', 'Podchod', 'Kaštan'],
  u: [
    'U Rezavé lopaty',
    'U Kolečka',
    'U Tří šneků',
    'U Zlomené lyže',
    'U Černého psa',
    'U Ospalé kočky',
    'U Děravé boty',
    'U Zeleného mostu',
  ],
  long: [
    'Kulturní centrum U Staré pivovarské zdi',
    'Hudební klub Pod Železničním mostem',
    'Sklep pod Nádražím',
    'Kulturní dům Dělnický',
    'Bar a galerie Na Rozbitém chodníku',
  ],
};
type ClubMaker = (rng: Rng) => string;
/** A club name made by one of `makers`, chosen by `rng`. */
const clubOf =
  (...makers: ClubMaker[]): ClubMaker =>
  (rng) =>
    rng.pick(makers)(rng);
export const one =
  (list: readonly string[]): ClubMaker =>
  (rng) =>
    rng.pick(list);
export const DEFAULT_AGES: readonly AgeLimit[] = [18, 18, 16, 20, 'all ages'];

/** A country of COUNTRIES. */
export interface Country {
  /** Its English name, as the schema's data set has it. */
  readonly country: string;
  /** Each spelling of it and its weight. */
  readonly written: readonly (readonly [string, number])[];
  readonly share: number;
  /** Real towns, by IANA time zone. */
  readonly towns: Readonly<Record<string, readonly string[]>>;
  readonly club: ClubMaker;
  readonly events: readonly string[];
  readonly bands: readonly string[];
  /** Ticket prices, as amounts of `currency`. */
  readonly prices: readonly string[];
  /** Else DEFAULT_AGES. */
  readonly ages?: readonly AgeLimit[];
  /** The country's own (ISO 4217), from the schema's data set. */
  readonly currency: string;
  /** Whether a gig there must name its time zone: the schema's rule (onlyZoneOf), for a country of several clocks. */
  readonly zoneRequired: boolean;
}

/** A country as COUNTRIES writes it; the rest is the schema's. */
type CountryRow = Omit<Country, 'currency' | 'zoneRequired'>;

/** The rows of COUNTRIES with what the schema's data sets say of each country: its currency and clocks. */
function withSchemaFacts(rows: readonly CountryRow[]): Country[] {
  return rows.map((row) => {
    const found = findCountry(row.country);
    if (!found) throw new Error(`make-catalogue: the schema knows no country ${row.country}`);
    return { ...row, currency: found.currency, zoneRequired: onlyZoneOf(found.code) === null };
  });
}

/**
 * The countries the band plays in, the one table of them. For each: how a
 * gig's `country` is written (every spelling is used, then by weight: the
 * schema takes a country's English name or its ISO code), its share of the
 * gigs, real towns by IANA time zone, and invented clubs, nights and bands,
 * prices (in the country's currency) and age limits. Whether a gig there must
 * name its zone (a country with several; elsewhere the zone is written now
 * and then, which the schema also takes) and its currency are the schema's
 * (withSchemaFacts). Sweden and the Czech Republic come first: the band's
 * home and where it has toured.
 */
export const COUNTRIES: readonly Country[] = withSchemaFacts([
  {
    country: 'Sweden',
    written: [['Sweden', 1]],
    share: 34,
    towns: {
      'Europe/Stockholm': [
        'Borås',
        'Göteborg',
        'Stockholm',
        'Malmö',
        'Umeå',
        'Uppsala',
        'Örebro',
        'Linköping',
        'Jönköping',
        'Västerås',
        'Norrköping',
        'Gävle',
        'Sundsvall',
        'Luleå',
        'Karlstad',
        'Växjö',
        'Halmstad',
        'Kalmar',
        'Skövde',
        'Trollhättan',
        'Falun',
        'Östersund',
        'Lund',
        'Helsingborg',
        'Visby',
      ],
    },
    club: clubOf(
      one(sv.single),
      (rng) => `Klubb ${rng.pick(sv.klubb)}`,
      (rng) => `${rng.pick(sv.single)} på ${rng.pick(sv.street)}`,
      one(sv.long),
      (rng) => `${rng.pick(sv.single)} ${rng.int(2, 19)}`,
    ),
    events: [
      'Första Fallet',
      'Punk i Parken',
      'Höstrullen',
      'Vinterkravallen',
      'Rampfesten',
      'Källarfest',
      'Nattbussen Live',
      'Sommarskrapet',
      'Skrubbsårsfesten',
      'Rännstensrock',
      'Öl & Ollies',
      'Betongbalen',
      'Lördagsbrus',
      'Tändstickan',
      'Skatepunk mot vintern',
    ],
    bands: [
      'Halkrisk',
      'Sura Miner',
      'Grusväg',
      'Snöblind Sally',
      'Blåmärken',
      'Trasig Trottoar',
      'Kall Kaffe',
      'Rostfläck',
      'Nattskift',
      'Överkörd',
      'Sista Bussen',
      'Skavsår',
      'Lösa Hjul',
      'Grip Tape Gang',
      'Ärrvävnad',
      'Nollåttor',
      'Spårvagnsrån',
    ],
    prices: ['100', '120', '150', '200'],
  },
  {
    country: 'Czech Republic',
    written: [
      ['Czech Republic', 2],
      ['Czechia', 1],
      ['CZ', 1],
    ],
    share: 20,
    towns: {
      'Europe/Prague': [
        'Praha',
        'Brno',
        'Ostrava',
        'Plzeň',
        'Olomouc',
        'Liberec',
        'České Budějovice',
        'Hradec Králové',
        'Pardubice',
        'Ústí nad Labem',
        'Zlín',
        'Jihlava',
        'Karlovy Vary',
        'Opava',
        'Tábor',
        'Kladno',
        'Teplice',
      ],
    },
    club: clubOf(
      one(cz.single),
      (rng) => `Klub ${rng.pick(cz.klub)}`,
      one(cz.u),
      one(cz.long),
      (rng) => `Sklep ${rng.pick(cz.u)}`,
    ),
    events: [
      'Punk pod mostem',
      'Ocelový skate fest',
      'Noc na rampě',
      'Rezavý víkend',
      'Skejt & Pivo',
      'Podzimní řev',
      'Zimní vřava',
      'Hluk v Kotelně',
      'Jarní rachot',
      'Sklepní sobota',
    ],
    bands: [
      'Zlomený prst',
      'Rezavé kolo',
      'Kapuce',
      'Ostrý úhel',
      'Šrouby a matky',
      'Žádný strach',
      'Mokrá houba',
      'Kostra',
      'Plechová huba',
      'Tři zuby',
      'Betonová duše',
      'Rozbitý chodník',
      'Půlnoční tramvaj',
    ],
    prices: ['150', '200', '250', '300'],
  },
  {
    country: 'Germany',
    written: [
      ['Germany', 3],
      ['DE', 1],
    ],
    share: 12,
    towns: {
      'Europe/Berlin': [
        'Berlin',
        'Hamburg',
        'Leipzig',
        'Köln',
        'München',
        'Dresden',
        'Bremen',
        'Münster',
        'Düsseldorf',
        'Nürnberg',
        'Rostock',
        'Göttingen',
      ],
    },
    club: clubOf(
      one([
        'Kellerloch',
        'Tonwerk',
        'Halle Nord',
        'Kaschemme',
        'Rostlaube',
        'Schrottplatz',
        'Pumpwerk',
        'Kesselhaus Ost',
        'Bunker 13',
        'Bordsteinkante',
      ]),
      (rng) => `Zum ${rng.pick(['Grünen Bordstein', 'Rostigen Nagel', 'Wilden Eber', 'Müden Hund', 'Krummen Brett'])}`,
      (rng) => `Jugendzentrum ${rng.pick(['Süd', 'Nord', 'am Hafen', 'Löwenstraße', 'Bahnhof'])}`,
    ),
    events: ['Punk im Park', 'Rollbrett-Nacht', 'Kellerfest', 'Schrott & Krach', 'Winterlärm', 'Bordsteinfest'],
    bands: ['Die Rostigen Bolzen', 'Bordsteinkrieger', 'Kaputte Knie', 'Schlagloch', 'Müde Möwen', 'Kreuzberg Kids'],
    prices: ['8', '10', '12.50', '15'],
  },
  {
    country: 'Norway',
    written: [
      ['Norway', 3],
      ['NO', 1],
    ],
    share: 8,
    towns: {
      'Europe/Oslo': ['Oslo', 'Bergen', 'Trondheim', 'Stavanger', 'Tromsø', 'Kristiansand', 'Bodø', 'Drammen'],
    },
    club: clubOf(
      one([
        'Kjelleren',
        'Garasjen',
        'Sjøbua',
        'Rustne Rør',
        'Pumpehuset',
        'Blå Bølge',
        'Brakka',
        'Lageret',
        'Ølkjelleren',
        'Verkstedet',
      ]),
      (rng) => `Klubb ${rng.pick(['Måke', 'Isflak', 'Grus', 'Ståltråd', 'Nordlys'])}`,
    ),
    events: ['Punk på Brygga', 'Isbryterfest', 'Mørketidslarm', 'Sommerskrap', 'Kjellerbrak'],
    bands: ['Isflak', 'Fjordfolk', 'Råtne Rotter', 'Grus i Skoa', 'Bråk', 'Nordavind Nå'],
    prices: ['150', '200', '250'],
  },
  {
    country: 'United Kingdom',
    written: [
      ['United Kingdom', 2],
      ['UK', 1],
    ],
    share: 8,
    towns: {
      'Europe/London': [
        'London',
        'Manchester',
        'Bristol',
        'Leeds',
        'Glasgow',
        'Brighton',
        'Newcastle upon Tyne',
        'Cardiff',
        'Nottingham',
      ],
    },
    club: clubOf(
      one([
        'The Rusty Anchor',
        'The Crooked Kerb',
        'The Broken Deck',
        'The Iron Duck',
        'The Bus Shelter',
        'The Old Laundry',
        'The Boiler Room',
        'The Gravel Pit',
      ]),
      (rng) => `Basement ${rng.int(2, 99)}`,
      (rng) =>
        `The ${rng.pick(['Fox', 'Magpie', 'Heron', 'Badger'])} & ${rng.pick(['Grinder', 'Kettle', 'Anchor', 'Rail'])}`,
    ),
    events: ['Kerb Crawl All-Dayer', 'Basement Riot', 'Grey Skies Fest', 'Sunday Scuffle', 'Wet Pavement Weekender'],
    bands: ['The Scuffed Knees', 'Grey Pavement', 'Bin Day', 'The Night Buses', 'Loose Trucks', 'Tea & Sympathy'],
    prices: ['6', '8', '10.50', '12'],
  },
  {
    country: 'United States',
    written: [
      ['United States', 2],
      ['USA', 1],
    ],
    share: 7,
    towns: {
      'America/New_York': ['New York', 'Philadelphia', 'Boston', 'Baltimore'],
      'America/Chicago': ['Chicago', 'Minneapolis', 'Austin', 'Milwaukee'],
      'America/Los_Angeles': ['Los Angeles', 'Oakland', 'Portland', 'Seattle', 'San Diego'],
    },
    club: clubOf(
      one([
        'Curbside',
        'The Halfpipe',
        'Pit Stop Hall',
        'The Grind House',
        'Basement Lanes',
        'The Loading Dock',
        'Rust Belt Social',
        'The Empty Pool',
      ]),
      (rng) =>
        `${rng.pick(['Deck', 'Truck', 'Wheel', 'Bolt'])} & ${rng.pick(['Bearings', 'Tape', 'Rails', 'Bushings'])}`,
      (rng) => `The ${rng.pick(['Copper', 'Static', 'Neon'])} ${rng.pick(['Room', 'Lounge', 'Hall'])}`,
    ),
    events: ['Curb Jam', 'Pool Party Punk Fest', 'Ramp Riot', 'Gnarfest', 'Skate or Die Tryin’'],
    bands: ['Curb Appeal', 'The Bail Outs', 'Grip & Rip', 'Skinned Palms', 'Pool Drainers', 'Minivan Mutiny'],
    prices: ['10', '12', '15', '20'],
    ages: [21, 21, 18, 'all ages'],
  },
  {
    country: 'Canada',
    written: [['Canada', 1]],
    share: 5,
    towns: {
      'America/Toronto': ['Toronto', 'Montréal', 'Ottawa', 'Hamilton', 'Québec'],
      'America/Vancouver': ['Vancouver', 'Victoria', 'Kelowna'],
    },
    club: clubOf(
      one([
        'The Frozen Curb',
        'Le Sous-Sol',
        'Salle Rouille',
        'The Snowbank',
        'Maple Pit',
        'Café Dépanneur',
        'The Boiler House',
        'La Rampe',
      ]),
      (rng) => `Le ${rng.pick(['Garage', 'Hangar', 'Entrepôt'])} ${rng.int(2, 40)}`,
    ),
    events: ['Frostbite Fest', 'Punk sous zéro', 'Loading Dock Jam', 'Slush Fest'],
    bands: ['Les Genoux Râpés', 'Snowbank', 'Frostbite Kids', 'Maple Static', 'Hockey Hair'],
    prices: ['15', '20', '25'],
    ages: [19, 18, 'all ages'],
  },
  {
    country: 'Japan',
    written: [['Japan', 1]],
    share: 5,
    towns: { 'Asia/Tokyo': ['Tokyo', 'Osaka', 'Nagoya', 'Fukuoka', 'Sapporo', 'Kyoto', 'Sendai'] },
    club: clubOf(
      one([
        'Livehouse Nekomata',
        'Basement Hachi',
        'Garage Kappa',
        'Club Tanuki',
        'Sora Hall',
        'Bar Tsubame',
        'Livehouse Kitsune',
      ]),
      (rng) => `${rng.pick(['Club', 'Livehouse', 'Bar'])} ${rng.pick(['Kōmori', 'Kaeru', 'Karasu', 'Mogura', 'Sōko'])}`,
    ),
    events: ['Skate Punk Night', 'Rampu Matsuri', 'Kaeru Fest', 'Nekomata All-Nighter'],
    bands: ['Kappa Riot', 'Tanuki Tanks', 'Mogura', 'Hachi Hachi', 'Sōko Boys'],
    prices: ['2500', '3000', '3500'],
    ages: [20, 'all ages'],
  },
]);
export const TOWN_WEIGHT: Record<string, number> = {
  Borås: 8,
  Göteborg: 4,
  Stockholm: 2,
  Malmö: 2,
  Praha: 3,
  Brno: 3,
  Ostrava: 2,
  Berlin: 2,
};
