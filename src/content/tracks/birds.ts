import type { Track } from '../types';

// Birds don't sing / Fritt fall (single, 2024)
export const tracks: readonly Track[] = [
  {
    id: 'birds-dont-sing',
    number: 1,
    title: "Birds don't sing",
    lang: 'en',
    sections: [
      {
        label: 'verse',
        lines: [
          'Five a.m. and the streetlights hum',
          'Frost on the handrail, fingers numb',
          'Bus stop shelter, cracked and grey',
          "Nobody's waiting for the day",
        ],
      },
      {
        label: 'pre-chorus',
        lines: ['Count it in on a plastic beat', 'Stamp the cold out of our feet'],
      },
      {
        label: 'chorus',
        lines: [
          "Birds don't sing, birds don't sing",
          'Not a sound until the spring',
          'So we shout it out instead',
          'Wake the street and wake the dead!',
        ],
      },
      {
        label: 'verse',
        lines: [
          'Concrete bowl full of melted snow',
          "Sweep it out, there's nowhere else to go",
          "Board's too wet and the wheels won't grip",
          'Try it anyway, split my lip',
        ],
      },
      {
        label: 'pre-chorus',
        lines: ['Count it in on a plastic beat', 'Stamp the cold out of our feet'],
      },
      {
        label: 'chorus',
        lines: [
          "Birds don't sing, birds don't sing",
          'Not a sound until the spring',
          'So we shout it out instead',
          'Wake the street and wake the dead!',
        ],
      },
      {
        label: 'bridge',
        lines: [
          "Nobody's coming to save this place",
          "Nobody's painting a brighter face",
          "So it's two of us and a drum machine",
          "The loudest birds you've ever seen",
        ],
      },
      {
        label: 'outro',
        lines: ["Birds don't sing, birds don't sing", 'So we sing, so we sing!'],
      },
    ],
  },
  {
    id: 'fritt-fall',
    number: 2,
    title: 'Fritt fall',
    lang: 'sv',
    sections: [
      {
        label: 'verse',
        lines: [
          'Tårna över kanten, brädan under fot',
          'Betongen väntar tyst, den tar emot',
          'Alla säger vänta, alla säger sen',
          'Jag har väntat hela vintern – nu är det dags igen',
        ],
      },
      {
        label: 'pre-chorus',
        lines: ['Luta dig fram', 'Släpp taget nu'],
      },
      {
        label: 'chorus',
        lines: [
          'Fritt fall, fritt fall',
          'Ingenting att hålla i',
          'Fritt fall, fritt fall',
          'Det är så det känns att vara fri',
        ],
      },
      {
        label: 'verse',
        lines: [
          'Skrubbsår på händerna och jeans med hål i knän',
          'Ramlat hundra gånger, jag reser mig igen',
          'För det finns en sekund där uppe när allting står still',
          'Inga räkningar, inga måsten, bara det jag vill',
        ],
      },
      {
        label: 'chorus',
        lines: [
          'Fritt fall, fritt fall',
          'Ingenting att hålla i',
          'Fritt fall, fritt fall',
          'Det är så det känns att vara fri',
        ],
      },
      {
        label: 'bridge',
        lines: [
          'Om jag slår i backen',
          'gör jag det med ett flin',
          'Det är inte fallet som skrämmer mig',
          'Det är att stå på kanten resten av mitt liv',
        ],
      },
      {
        label: 'chorus',
        lines: [
          'Fritt fall, fritt fall',
          'Ingenting att hålla i',
          'Fritt fall, fritt fall',
          'Det är så det känns att vara fri',
        ],
      },
      {
        label: 'outro',
        lines: ['Fritt fall!', 'Fritt fall!', 'Ingenting att hålla i'],
      },
    ],
  },
];
