/** Word lists for the demo data (invented people, shops and companies; addresses are plausible, not real). */

export const firstNames = [
  'Lotte',
  'Jens',
  'Sarah',
  'Thomas',
  'Emma',
  'Pieter',
  'Nina',
  'Bram',
  'Julie',
  'Wout',
  'Elise',
  'Arne',
  'Lien',
  'Ruben',
  'Fien',
  'Koen',
  'Hanne',
  'Stijn',
  'Marie',
  'Lucas',
  'Camille',
  'Hugo',
  'Chloé',
  'Louis',
  'Manon',
  'Mathis',
  'Léa',
  'Nathan',
  'Inès',
  'Yusuf',
  'Amina',
  'Mehdi',
  'Sofia',
  'Anouk',
  'Dries',
  'Tine',
  'Jonas',
];

export const lastNames = [
  'Peeters',
  'Janssens',
  'Maes',
  'Jacobs',
  'Mertens',
  'Willems',
  'Claes',
  'Goossens',
  'Wouters',
  'De Smet',
  'Dubois',
  'Lambert',
  'Dupont',
  'Martin',
  'Leroy',
  'Vermeulen',
  'Van den Broeck',
  'Hermans',
  'Pauwels',
  'De Clercq',
  'Michiels',
  'Aerts',
  'Renard',
  'Simon',
  'El Amrani',
  'Yilmaz',
  'Nowak',
  'Desmet',
  'Coppens',
];

export const places = [
  { zip: '9000', city: 'Gent' },
  { zip: '2000', city: 'Antwerpen' },
  { zip: '3000', city: 'Leuven' },
  { zip: '8500', city: 'Kortrijk' },
  { zip: '1000', city: 'Brussel' },
  { zip: '5000', city: 'Namur' },
  { zip: '4000', city: 'Liège' },
  { zip: '3500', city: 'Hasselt' },
  { zip: '2800', city: 'Mechelen' },
  { zip: '8000', city: 'Brugge' },
] as const;

export const streets = [
  'Kerkstraat',
  'Stationsstraat',
  'Molenstraat',
  'Schoolstraat',
  'Dorpsstraat',
  'Nieuwstraat',
  'Rue de la Gare',
  'Rue du Moulin',
  'Kapelstraat',
  'Veldstraat',
  'Lindenlaan',
  'Rue des Écoles',
];

export const bikeBrandNames = [
  'Gazelle',
  'Trek',
  'Specialized',
  'Cube',
  'Riese & Müller',
  'Stromer',
  'Kalkhoff',
  'Batavus',
  'Cortina',
  'Giant',
  'Qwic',
  'Segway',
] as const;

export const deliverabilities = ['Op voorraad', 'Binnen 2 weken', '4 tot 6 weken', '3 maanden', 'Onbekend'];

export const bikeModels: Record<number, string[]> = {
  2: ['City 3', 'Tour 7', 'Urban Classic', 'Commuter 8'],
  5: ['E-Tour Plus', 'Ultimate C380', 'Urban E 500', 'Nova E-Go'],
  1: ['ST3 Pinion', 'Speed 45 Pro', 'Delite GT HS', 'Premium 45'],
  4: ['Ninebot Max G2', 'E-Step Urban'],
};

export function slug(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^A-Za-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')
    .toLowerCase();
}
