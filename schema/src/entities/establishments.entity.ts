import { defineEntity } from './define-entity.ts';
import { f } from './fields.ts';
import { locationField } from './location-field.ts';
import { establishmentCategories, establishmentLabelTypes, priorityEducation, sectorGroups } from '../enums/establishments.ts';

export const establishments = defineEntity({
  name: 'establishments',
  fields: {
    establishmentName: f.text({ required: true, max: 200 }),
    typeOfEstablishment: f.enum(establishmentCategories, { required: true }),
    labelType: f.enum(establishmentLabelTypes),
    sectors: f.list(f.reference('sectors'), { max: 50 }),
    department: f.reference('departments'),
    priorityEducation: f.enum(priorityEducation),
    address: f.object({ addressLine1: f.text({ max: 300 }), zipCode: f.zipCode(), city: f.text({ max: 100 }), location: locationField() }),
    // The phonebook view shows these.
    contactName: f.text({ max: 200 }),
    email: f.email(),
    phoneNumber: f.phone(),
    isMissing: f.boolean(),
  },
  label: { title: ['establishmentName'], detail: ['address.city', 'department'] },
  columns: ['establishmentName', 'typeOfEstablishment', 'department', 'address.city', 'priorityEducation', 'sectors'],
  filterable: ['typeOfEstablishment', 'labelType', 'department', 'priorityEducation', 'sectors', 'isMissing'],
  sortable: ['establishmentName', 'typeOfEstablishment', 'department', 'createdAt'],
  searchable: ['establishmentName', 'address.city', 'contactName', 'email'],
  defaultSort: { field: 'establishmentName', order: 'asc' },
  unique: [{ fields: ['establishmentName'], message: 'errors.establishmentNameInUse' }],
});

export const sectors = defineEntity({
  name: 'sectors',
  fields: {
    sectorName: f.text({ required: true, max: 200 }),
    sectorGroup: f.enum(sectorGroups, { required: true }),
    description: f.longText({ max: 1000 }),
  },
  titleField: 'sectorName',
  columns: ['sectorName', 'sectorGroup', 'createdAt'],
  filterable: ['sectorGroup'],
  sortable: ['sectorName', 'sectorGroup', 'createdAt'],
  searchable: ['sectorName'],
  defaultSort: { field: 'sectorName', order: 'asc' },
  unique: [{ fields: ['sectorName'], message: 'errors.nameInUse' }],
});
