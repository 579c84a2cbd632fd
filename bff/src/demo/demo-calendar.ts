import { addDays, easterSunday } from './demo-dates.ts';

/**
 * The school year of the demo: its dates, the three zones of metropolitan France with their holidays, and the
 * public holidays. The zones' académies and departments are the official zoning; the holiday dates are those of
 * the 2026-2027 national calendar as published, entered here by hand as demo values (administrators enter the
 * real ones in /setup). A demo started in another school year shifts them by whole years.
 */
export const ZONE_DEPARTMENTS = {
  // Besançon, Bordeaux, Clermont-Ferrand, Dijon, Grenoble, Limoges, Lyon, Poitiers.
  A: [
    '01',
    '03',
    '07',
    '15',
    '16',
    '17',
    '19',
    '21',
    '23',
    '24',
    '25',
    '26',
    '33',
    '38',
    '39',
    '40',
    '42',
    '43',
    '47',
    '58',
    '63',
    '64',
    '69',
    '70',
    '71',
    '73',
    '74',
    '79',
    '86',
    '87',
    '89',
    '90',
  ],
  // Aix-Marseille, Amiens, Lille, Nancy-Metz, Nantes, Nice, Normandie, Orléans-Tours, Reims, Rennes, Strasbourg.
  B: [
    '02',
    '04',
    '05',
    '06',
    '08',
    '10',
    '13',
    '14',
    '18',
    '22',
    '27',
    '28',
    '29',
    '35',
    '36',
    '37',
    '41',
    '44',
    '45',
    '49',
    '50',
    '51',
    '52',
    '53',
    '54',
    '55',
    '56',
    '57',
    '59',
    '60',
    '61',
    '62',
    '67',
    '68',
    '72',
    '76',
    '80',
    '83',
    '84',
    '85',
    '88',
  ],
  // Créteil, Montpellier, Paris, Toulouse, Versailles.
  C: ['09', '11', '12', '30', '31', '32', '34', '46', '48', '65', '66', '75', '77', '78', '81', '82', '91', '92', '93', '94', '95'],
} as const;
export type DemoZone = keyof typeof ZONE_DEPARTMENTS;
const ZONE_OF = new Map<string, DemoZone>(
  (Object.keys(ZONE_DEPARTMENTS) as DemoZone[]).flatMap((zone) => ZONE_DEPARTMENTS[zone].map((department) => [department, zone] as const)),
);

interface Holiday {
  name: string;
  /** The first day without school (a Saturday). */
  startDate: string;
  /** The last day without school (the Sunday before classes resume). */
  endDate: string;
}

/** The calendar the dates below belong to. */
const REFERENCE_START_YEAR = 2026;
const REFERENCE_YEAR = { startDate: '2026-09-01', endDate: '2027-07-03' };
const ALL_ZONES_HOLIDAYS: Holiday[] = [
  { name: 'Vacances de la Toussaint', startDate: '2026-10-17', endDate: '2026-11-01' },
  { name: 'Vacances de Noël', startDate: '2026-12-19', endDate: '2027-01-03' },
  { name: 'Pont de l’Ascension', startDate: '2027-05-06', endDate: '2027-05-09' },
];
const ZONE_HOLIDAYS: Record<DemoZone, Holiday[]> = {
  A: [
    { name: 'Vacances d’hiver', startDate: '2027-02-13', endDate: '2027-02-28' },
    { name: 'Vacances de printemps', startDate: '2027-04-10', endDate: '2027-04-25' },
  ],
  B: [
    { name: 'Vacances d’hiver', startDate: '2027-02-20', endDate: '2027-03-07' },
    { name: 'Vacances de printemps', startDate: '2027-04-17', endDate: '2027-05-02' },
  ],
  C: [
    { name: 'Vacances d’hiver', startDate: '2027-02-06', endDate: '2027-02-21' },
    { name: 'Vacances de printemps', startDate: '2027-04-03', endDate: '2027-04-18' },
  ],
};

export interface PublicHoliday {
  name: string;
  date: string;
  tutoringAllowed: boolean;
  occursEveryYear: boolean;
}

export interface DemoCalendar {
  /** The year the current school year starts in (September). */
  startYear: number;
  schoolYears: { scholarYear: string; startDate: string; endDate: string; isCurrent: boolean }[];
  zones: { zoneName: DemoZone; departments: string[]; schoolZoneHolidays: Holiday[] }[];
  publicHolidays: PublicHoliday[];
  /** No tutoring that day in that department: a school holiday of its zone or a public holiday. */
  isDayOff(day: string, department: string): boolean;
  zoneOf(department: string): DemoZone | undefined;
}

const shiftYears = (day: string, years: number) => `${Number(day.slice(0, 4)) + years}${day.slice(4)}`;
const shiftHoliday = (holiday: Holiday, years: number): Holiday => ({
  ...holiday,
  startDate: shiftYears(holiday.startDate, years),
  endDate: shiftYears(holiday.endDate, years),
});

export function demoCalendar(today: string): DemoCalendar {
  // The school year starts in September; in July and August the next one is being prepared.
  const year = Number(today.slice(0, 4));
  const startYear = Number(today.slice(5, 7)) >= 7 ? year : year - 1;
  const shift = startYear - REFERENCE_START_YEAR;
  const schoolYears = [startYear - 1, startYear].map((start) => ({
    scholarYear: `${start}-${start + 1}`,
    startDate: shiftYears(REFERENCE_YEAR.startDate, start - REFERENCE_START_YEAR),
    endDate: shiftYears(REFERENCE_YEAR.endDate, start - REFERENCE_START_YEAR),
    isCurrent: start === startYear,
  }));
  const zones = (Object.keys(ZONE_DEPARTMENTS) as DemoZone[]).map((zoneName) => ({
    zoneName,
    departments: [...ZONE_DEPARTMENTS[zoneName]],
    schoolZoneHolidays: [...ALL_ZONES_HOLIDAYS, ...ZONE_HOLIDAYS[zoneName]]
      .map((holiday) => shiftHoliday(holiday, shift))
      .sort((a, b) => a.startDate.localeCompare(b.startDate)),
  }));
  const publicHolidays = publicHolidaysOf(startYear);
  const zoneOf = (department: string) => ZONE_OF.get(department);
  const closed = new Set(publicHolidays.filter((holiday) => !holiday.tutoringAllowed).map((holiday) => holiday.date));
  return {
    startYear,
    schoolYears,
    zones,
    publicHolidays,
    zoneOf,
    isDayOff(day, department) {
      if (closed.has(day)) return true;
      const zone = zones.find((entry) => entry.zoneName === zoneOf(department));
      const holidays = zone?.schoolZoneHolidays ?? ALL_ZONES_HOLIDAYS.map((holiday) => shiftHoliday(holiday, shift));
      return holidays.some((holiday) => day >= holiday.startDate && day <= holiday.endDate);
    },
  };
}

/** The public holidays of a school year, September to August. Whit Monday is the solidarity day: tutoring goes on. */
function publicHolidaysOf(startYear: number): PublicHoliday[] {
  const next = startYear + 1;
  const easter = easterSunday(next);
  const fixed = (name: string, date: string): PublicHoliday => ({ name, date, tutoringAllowed: false, occursEveryYear: true });
  const movable = (name: string, date: string, tutoringAllowed = false): PublicHoliday => ({ name, date, tutoringAllowed, occursEveryYear: false });
  return [
    fixed('Toussaint', `${startYear}-11-01`),
    fixed('Armistice 1918', `${startYear}-11-11`),
    fixed('Noël', `${startYear}-12-25`),
    fixed('Jour de l’an', `${next}-01-01`),
    movable('Lundi de Pâques', addDays(easter, 1)),
    fixed('Fête du Travail', `${next}-05-01`),
    fixed('Victoire 1945', `${next}-05-08`),
    movable('Ascension', addDays(easter, 39)),
    movable('Lundi de Pentecôte', addDays(easter, 50), true),
    fixed('Fête nationale', `${next}-07-14`),
    fixed('Assomption', `${next}-08-15`),
  ];
}
