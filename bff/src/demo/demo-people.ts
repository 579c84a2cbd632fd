import { withDemoLocation } from './demo-location.ts';
import type { Faker } from '@faker-js/faker';
import { gridSlots, type GridSlot, type Role } from '@binome/schema';
import { ADMINISTRATOR_ID, DEMO_CITIES, DEMO_TUTOR_PHONE, programOf, streetAddress, type Doc } from './demo-kit.ts';
import { asciiSlug, type Gender, type PersonName } from './demo-names.ts';
import { departmentsOfStaff, type StaffMember } from './demo-staff.ts';

/**
 * How a demo person is written down: the fields every user has, with addresses in their department, a unique
 * phone number and e-mail on an example domain, and who created the record and when.
 */
export type Slot = GridSlot & { taken: boolean };

/** After-school hours: weekday evenings, Wednesday from the morning. Students and tutors pick theirs here. */
const AFTER_SCHOOL = new Set(['10:00', '14:00', '14:30', '15:00', '16:00', '16:30', '17:00', '17:30', '18:00', '18:30']);
export const TUTORING_SLOTS: readonly GridSlot[] = gridSlots(false).filter(
  (slot) => AFTER_SCHOOL.has(slot.startTime) && (slot.dayOfTheWeek === 3 || Number(slot.startTime.slice(0, 2)) >= 16),
);

export class PeopleBook {
  private phoneCounter = 0;
  private readonly emails = new Set<string>();

  constructor(private readonly faker: Faker) {}

  pick<T>(items: readonly T[]): T {
    return this.faker.helpers.arrayElement(items);
  }

  /** A mobile number no one else has, never the demo tutor's. */
  phone(): string {
    this.phoneCounter += 1;
    const number = `+33${this.phoneCounter % 3 === 0 ? 7 : 6}${String(20_000_000 + this.phoneCounter * 7_919).slice(-8)}`;
    return number === DEMO_TUTOR_PHONE ? this.phone() : number;
  }

  email(firstName: string, lastName: string): string {
    const base = `${asciiSlug(firstName)}.${asciiSlug(lastName)}`;
    let address = `${base}@${this.pick(['example.org', 'example.com', 'example.net'])}`;
    for (let n = 2; this.emails.has(address); n += 1) address = `${base}${n}@example.org`;
    this.emails.add(address);
    return address;
  }

  /** A date of birth in `year`, on a day every month has. */
  birthDate(year: number): string {
    return `${year}-${String(this.faker.number.int({ min: 1, max: 12 })).padStart(2, '0')}-${String(this.faker.number.int({ min: 1, max: 28 })).padStart(2, '0')}`;
  }

  address(department: string): { addressLine1: string; zipCode: string; city: string; country: string; location?: Record<string, unknown> } {
    const [city, zipCode] = this.pick(DEMO_CITIES[department]!);
    return withDemoLocation({
      addressLine1: streetAddress((items) => this.pick(items), this.faker.number.int({ min: 1, max: 180 })),
      zipCode,
      city,
      country: 'france',
    });
  }

  availability(count: number): Slot[] {
    return this.faker.helpers
      .arrayElements(TUTORING_SLOTS, count)
      .sort((a, b) => a.dayOfTheWeek - b.dayOfTheWeek || a.startTime.localeCompare(b.startTime))
      .map((slot) => ({ ...slot, taken: false }));
  }

  /** An instant on `day`, during office hours, for bookkeeping fields. */
  instantOn(day: string): string {
    return `${day}T${String(this.faker.number.int({ min: 7, max: 17 })).padStart(2, '0')}:${String(this.faker.number.int({ min: 0, max: 59 })).padStart(2, '0')}:00.000Z`;
  }

  user(input: {
    id: string;
    role: Role;
    name: PersonName;
    dateOfBirth: string;
    department: string;
    status: string;
    programId?: string;
    email?: string;
    phone?: string | null;
    createdAt: string;
    createdBy?: string;
    extra?: Record<string, unknown>;
  }): Doc {
    const { firstName, lastName, gender } = input.name;
    const phone = input.phone === null ? undefined : (input.phone ?? this.phone());
    return {
      _id: input.id,
      userId: input.id,
      userRole: input.role,
      status: input.status,
      contactDetails: { firstName, lastName, email: input.email ?? this.email(firstName, lastName), ...(phone && { phoneNumber: phone }) },
      address: this.address(input.department),
      dateOfBirth: input.dateOfBirth,
      gender,
      civility: civilityOf(gender),
      language: 'fr',
      ...(input.programId && { program: programOf(input.programId) }),
      isEmailVerified: true,
      hasChangedPassword: true,
      ...input.extra,
      createdAt: input.createdAt,
      createdBy: input.createdBy ?? input.id,
      updatedAt: input.createdAt,
      updatedBy: input.createdBy ?? input.id,
    };
  }

  staff(member: StaffMember, email: string | undefined, createdAt: string): Doc {
    return this.user({
      id: member.id,
      role: member.role,
      name: { firstName: member.firstName, lastName: member.lastName, gender: member.gender },
      dateOfBirth: member.dateOfBirth,
      department: member.department,
      status: 'active',
      ...(email && { email }),
      createdAt,
      createdBy: ADMINISTRATOR_ID,
      extra: { administrationPreferences: { ...(member.programs && { program: member.programs }), department: departmentsOfStaff(member) } },
    });
  }
}

export function civilityOf(gender: Gender): 'mr' | 'mrs' {
  return gender === 'male' ? 'mr' : 'mrs';
}
