import type { Track } from '../types';

// VARM & KALL EP (2022)
export const tracks: readonly Track[] = [
  {
    id: 'fyra-vaggar',
    number: 1,
    title: 'Fyra Väggar',
    lang: 'sv',
    sections: [
      {
        label: 'verse',
        lines: [
          'Trettio trappsteg ner under stan',
          'Ett lysrör som blinkar och surrar',
          'Äggkartonger, en soffa med hål',
          'Och en trummaskin som spinner och murrar',
        ],
      },
      {
        label: 'pre-chorus',
        lines: ['Stäng dörren, stäng av telefonen', 'Ett, två, tre, fyra – nu kör vi!'],
      },
      {
        label: 'chorus',
        lines: [
          'Fyra väggar, ett tak och en dörr',
          'Här låter vi högre än nånsin förr',
          'Fyra väggar – världen får vänta',
          'Vi stannar här tills proppen går!',
        ],
      },
      {
        label: 'verse',
        lines: [
          'Däruppe yr snön över stan',
          'Räkningar, chefer och krav',
          'Här nere gör vi det enda vi kan',
          'Vi spelar tills fingrarna faller av',
        ],
      },
      {
        label: 'pre-chorus',
        lines: ['Stäng dörren, stäng av telefonen', 'Ett, två, tre, fyra – nu kör vi!'],
      },
      {
        label: 'chorus',
        lines: [
          'Fyra väggar, ett tak och en dörr',
          'Här låter vi högre än nånsin förr',
          'Fyra väggar – världen får vänta',
          'Vi stannar här tills proppen går!',
        ],
      },
      {
        label: 'bridge',
        lines: [
          'Väggarna har hört oss gråta',
          'Väggarna har hört oss slåss',
          'Väggarna har hört varenda tabbe',
          'Men de har aldrig skvallrat om oss',
        ],
      },
      {
        label: 'chorus',
        lines: [
          'Fyra väggar, ett tak och en dörr',
          'Här låter vi högre än nånsin förr',
          'Fyra väggar – världen får vänta',
          'Vi stannar här tills proppen går!',
        ],
      },
    ],
  },
  {
    id: 'mareld',
    number: 2,
    title: 'Mareld',
    lang: 'sv',
    sections: [
      {
        label: 'verse',
        lines: [
          'Augustinatt ute på klipporna',
          'Sista bussen gick för en timme sen',
          'Skorna står kvar där vi slängde dem',
          'Och havet är svart igen',
        ],
      },
      {
        label: 'pre-chorus',
        lines: ['Men doppa din hand i vattnet', 'Och se vad som händer då'],
      },
      {
        label: 'chorus',
        lines: [
          'Mareld, mareld!',
          'Havet tänds där vi simmar',
          'Mareld, mareld!',
          'Vi lyser i några timmar',
        ],
      },
      {
        label: 'verse',
        lines: [
          'Du säger att det bara är plankton',
          'Att det finns en förklaring till allt',
          'Men stjärnorna runt dina fötter',
          'Gör att vattnet inte känns kallt',
        ],
      },
      {
        label: 'chorus',
        lines: [
          'Mareld, mareld!',
          'Havet tänds där vi simmar',
          'Mareld, mareld!',
          'Vi lyser i några timmar',
        ],
      },
      {
        label: 'bridge',
        lines: [
          'Imorgon går bussen tillbaka',
          'Imorgon är allt som förut',
          'Men ikväll är vi mareld',
          'Och ikväll tar det aldrig slut',
        ],
      },
      {
        label: 'chorus',
        lines: [
          'Mareld, mareld!',
          'Havet tänds där vi simmar',
          'Mareld, mareld!',
          'Vi lyser i några timmar',
        ],
      },
      {
        label: 'outro',
        lines: ['Vi lyser i några timmar', 'Sen är det vinter igen'],
      },
    ],
  },
  {
    id: 'repeat',
    number: 3,
    title: 'Repeat',
    lang: 'en',
    sections: [
      {
        label: 'verse',
        lines: [
          'Alarm goes off at six again',
          'Same grey coffee, same grey rain',
          'Same bus, same seat, same tired face',
          'Same billboard for a better place',
        ],
      },
      {
        label: 'pre-chorus',
        lines: ['I know the words, I know how it ends', 'Rewind, play, and it starts again'],
      },
      {
        label: 'chorus',
        lines: [
          'Repeat! Repeat!',
          'Wake up, clock in, go to sleep',
          'Repeat! Repeat!',
          'Stuck in a loop on a broken beat',
        ],
      },
      {
        label: 'verse',
        lines: [
          'Friday night at the same old bar',
          'Same three chords on the same guitar',
          'Same old friends with the same old joke',
          'Same big plans going up in smoke',
        ],
      },
      {
        label: 'pre-chorus',
        lines: ['I know the words, I know how it ends', 'Rewind, play, and it starts again'],
      },
      {
        label: 'chorus',
        lines: [
          'Repeat! Repeat!',
          'Wake up, clock in, go to sleep',
          'Repeat! Repeat!',
          'Stuck in a loop on a broken beat',
        ],
      },
      {
        label: 'bridge',
        lines: [
          "Maybe the loop isn't what's wrong",
          'Maybe I just need a different song',
          'Hit stop, hit eject',
          'Start from zero – what did you expect?',
        ],
      },
      {
        label: 'outro',
        lines: ['Repeat! Repeat!', 'Repeat! Repe–'],
      },
    ],
  },
  {
    id: 'ur-dimman',
    number: 4,
    title: 'Ur Dimman',
    lang: 'sv',
    sections: [
      {
        label: 'verse',
        lines: [
          'Nattbussen kryper fram genom dimman',
          'Gatlyktorna står som spöken på rad',
          'Jag har bott här i hela mitt liv',
          'Men jag hittar inte hem i min egen stad',
        ],
      },
      {
        label: 'pre-chorus',
        lines: ['Det är tyst, det är grått', 'Men jag hör nånting långt bort'],
      },
      {
        label: 'chorus',
        lines: [
          'Ur dimman! Ur dimman!',
          'Vi kliver fram, en efter en',
          'Högre än en mistlur',
          'Nu ser ni oss igen!',
        ],
      },
      {
        label: 'verse',
        lines: [
          'Rampen i parken står full av slask',
          'Kiosken vid torget har spikat igen',
          'Jag väntade på att nån skulle komma',
          'Men det är vi som måste gå först, min vän',
        ],
      },
      {
        label: 'pre-chorus',
        lines: ['Det är tyst, det är grått', 'Men jag hör nånting långt bort'],
      },
      {
        label: 'chorus',
        lines: [
          'Ur dimman! Ur dimman!',
          'Vi kliver fram, en efter en',
          'Högre än en mistlur',
          'Nu ser ni oss igen!',
        ],
      },
      {
        label: 'bridge',
        lines: [
          'En röst i mörkret blir två',
          'Två blir tio, tio blir hundra',
          'Dimman lättar där vi går',
          'Och hela stan står still och undrar',
        ],
      },
      {
        label: 'chorus',
        lines: [
          'Ur dimman! Ur dimman!',
          'Vi kliver fram, en efter en',
          'Högre än en mistlur',
          'Nu ser ni oss igen!',
        ],
      },
    ],
  },
  {
    id: 'alla-mot-alla',
    number: 5,
    title: 'Alla Mot Alla',
    lang: 'sv',
    sections: [
      {
        label: 'intro',
        lines: ['Alla mot alla!', 'Alla mot alla!'],
      },
      {
        label: 'verse',
        lines: [
          'Armbågar i kön, tummen ner på skärmen',
          'Grannen mot grannen om en parkeringsruta',
          'Alla har en åsikt, alla vet bäst',
          'Ingen vet nånting men alla skriker mest',
        ],
      },
      {
        label: 'pre-chorus',
        lines: ['Välj en sida, välj ett lag', 'Hitta nån att hata idag'],
      },
      {
        label: 'chorus',
        lines: [
          'Alla mot alla!',
          'Och ingen vinner nånting',
          'Alla mot alla!',
          'Vi står i en ring och slåss om ingenting',
        ],
      },
      {
        label: 'verse',
        lines: [
          'Stad mot land och norr mot söder',
          'Ung mot gammal, bror mot bror',
          'Nån tjänar pengar på varenda gräl',
          'Och vi betalar, var vi än bor',
        ],
      },
      {
        label: 'chorus',
        lines: [
          'Alla mot alla!',
          'Och ingen vinner nånting',
          'Alla mot alla!',
          'Vi står i en ring och slåss om ingenting',
        ],
      },
      {
        label: 'bridge',
        lines: [
          'Sänk näven, räck ut handen',
          'Kolla vem som står bredvid',
          'Det är inte han som tog din framtid',
          'Det är inte hon som stal din tid',
        ],
      },
      {
        label: 'outro',
        lines: ['Alla mot alla? Nej!', 'Alla för alla!', 'Alla för alla!', 'Alla för alla!'],
      },
    ],
  },
];
