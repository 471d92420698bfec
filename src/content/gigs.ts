// How to add a gig:
// 1. Copy one entry below and paste it at the end of the list.
// 2. Give it the next id (the highest id + 1).
// 3. Write the date as 'YYYY-MM-DD' (for example '2025-09-13').
// 4. Use '' for eventName if the night has no name, and list every band on
//    the bill in `bands`, Kantstött included.
// Keep the list in date order, oldest first. A gig with a future date shows
// under "Upcoming gigs" automatically and moves to "Past gigs" once the date
// has passed. Nothing else needs changing.
import type { Gig } from './types';

export const gigs: readonly Gig[] = [
  {
    id: 1,
    date: '2021-09-18',
    eventName: 'Första Fallet',
    club: 'Klubb Skrubbsår',
    town: 'Borås',
    country: 'Sweden',
    bands: ['Kantstött', 'Halkrisk'],
  },
  {
    id: 2,
    date: '2021-12-04',
    eventName: '',
    club: 'Betongbunkern',
    town: 'Göteborg',
    country: 'Sweden',
    bands: ['Sura Miner', 'Kantstött', 'Grusväg'],
  },
  {
    id: 3,
    date: '2022-10-15',
    eventName: 'VARM & KALL releasefest',
    club: 'Verkstan 9',
    town: 'Borås',
    country: 'Sweden',
    bands: ['Kantstött', 'Halkrisk', 'Snöblind Sally'],
  },
  {
    id: 4,
    date: '2023-03-17',
    eventName: 'Punk pod mostem',
    club: 'Klub Rampa',
    town: 'Brno',
    country: 'Czech Republic',
    bands: ['Zlomený prst', 'Kantstött', 'Kapuce'],
  },
  {
    id: 5,
    date: '2023-03-18',
    eventName: '',
    club: 'Sklep U Kolečka',
    town: 'Praha',
    country: 'Czech Republic',
    bands: ['Kantstött', 'Rezavé kolo', 'Zlomený prst'],
  },
  {
    id: 6,
    date: '2023-08-26',
    eventName: 'Norrsken & Nollies',
    club: 'Frostkällaren',
    town: 'Umeå',
    country: 'Sweden',
    bands: ['Isbrytarna', 'Kantstött', 'Grusväg'],
  },
  {
    id: 7,
    date: '2024-05-25',
    eventName: 'Ocelový skate fest',
    club: 'U Rezavé lopaty',
    town: 'Ostrava',
    country: 'Czech Republic',
    bands: ['Rezavé kolo', 'Kantstött', 'Ostrý úhel'],
  },
];
