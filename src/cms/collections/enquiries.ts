import type { CollectionConfig, Field, Where } from 'payload';
import { fieldLabels, leadStatuses } from '@/features/enquiries/back-office';
import { enquiryWorkers, nobodyField, salesDeskField } from '../access';
import { enquiryEndpoints } from '../enquiries/endpoints';
import { announceStatusChange, readDelivery, recordChanges, signInFirst } from '../enquiries/hooks';

/** A field of the enquiry as the visitor sent it: shown, never changed in the back office. */
function sent(name: string, type: 'text' | 'textarea' | 'email' = 'text', extra: Partial<Field> = {}): Field {
  return {
    name,
    label: (fieldLabels as Record<string, string>)[name],
    type,
    access: { create: nobodyField, update: nobodyField },
    admin: { readOnly: true },
    ...extra,
  } as Field;
}

/** The delivery state, read from the outbox: not stored here. */
function outboxField(name: string, label: string, type: 'text' | 'number' = 'text'): Field {
  return { name, label, type, virtual: true, admin: { readOnly: true, position: 'sidebar' } } as Field;
}

/**
 * The enquiry inbox (issue 46, decision 0036). Each document is the back office's copy of an enquiry
 * the site accepted (the enquiry and outbox tables stay the source of truth and are copied in by
 * `src/features/enquiries/server/inbox/sync.ts`), with what the sales team adds: `status`, `assignedTo`,
 * `notes` (append-only, each with author and time), `nextAction`, and a `history` of every change
 * with who and when. The e-mail's delivery state is read from the outbox on every read.
 */
export const Enquiries: CollectionConfig = {
  slug: 'enquiries',
  labels: { singular: 'Enquiry', plural: 'Enquiries' },
  admin: {
    useAsTitle: 'name',
    defaultColumns: [
      'receivedAt',
      'reference',
      'kind',
      'name',
      'company',
      'country',
      'product',
      'status',
      'assignedTo',
      'delivery',
    ],
    group: 'Sales',
    listSearchableFields: ['reference', 'name', 'email', 'company'],
    description: 'Every enquiry the website accepted, newest first. Filter, then export the list as CSV.',
    components: { beforeListTable: ['/src/cms/components/enquiry-export-link#EnquiryExportLink'] },
  },
  defaultSort: '-receivedAt',
  access: {
    read: enquiryWorkers,
    update: enquiryWorkers,
    // Enquiries arrive through the website's forms only; an administrator may erase one.
    create: () => false,
    delete: ({ req }) => (req.user as { role?: string } | null)?.role === 'admin',
  },
  hooks: {
    beforeOperation: [signInFirst],
    beforeChange: [recordChanges],
    afterChange: [announceStatusChange],
    afterRead: [readDelivery],
  },
  endpoints: enquiryEndpoints,
  fields: [
    {
      type: 'row',
      fields: [
        {
          name: 'status',
          type: 'select',
          required: true,
          defaultValue: 'new',
          index: true,
          options: leadStatuses.map((value) => ({ value, label: value.charAt(0).toUpperCase() + value.slice(1) })),
        },
        {
          name: 'assignedTo',
          type: 'relationship',
          relationTo: ['users', 'dealers'],
          index: true,
          access: { create: salesDeskField, update: salesDeskField },
          // A colleague who works enquiries, or a dealer on the public finder.
          filterOptions: ({ relationTo }): Where =>
            relationTo === 'users' ? { role: { in: ['admin', 'sales'] } } : { _status: { equals: 'published' } },
          admin: { description: 'A sales colleague or the dealer of the territory.' },
        },
        {
          name: 'nextAction',
          label: 'Next action on',
          type: 'date',
          index: true,
          access: { create: salesDeskField, update: salesDeskField },
          admin: { date: { pickerAppearance: 'dayOnly', displayFormat: 'd MMM yyyy' } },
        },
      ],
    },
    {
      name: 'addNote',
      label: 'Add a note',
      type: 'textarea',
      virtual: true,
      maxLength: 5000,
      admin: {
        description: 'Saved with your name and the time; notes cannot be changed afterwards.',
        // Payload shows a virtual field read-only unless told otherwise; this one is the way to add a note.
        readOnly: false,
      },
    },
    {
      name: 'notes',
      type: 'array',
      access: { create: nobodyField, update: nobodyField },
      admin: { readOnly: true, initCollapsed: false },
      fields: [
        { name: 'text', type: 'textarea', required: true },
        { name: 'author', type: 'relationship', relationTo: 'users' },
        { name: 'at', type: 'date', required: true, admin: { date: { pickerAppearance: 'dayAndTime' } } },
      ],
    },
    {
      name: 'receivedAt',
      label: 'Received',
      type: 'date',
      required: true,
      index: true,
      access: { create: nobodyField, update: nobodyField },
      admin: { readOnly: true, position: 'sidebar', date: { pickerAppearance: 'dayAndTime' } },
    },
    {
      name: 'kind',
      type: 'select',
      required: true,
      index: true,
      options: [
        { value: 'quote', label: 'Quote' },
        { value: 'distributor', label: 'Distributor' },
      ],
      access: { create: nobodyField, update: nobodyField },
      admin: { readOnly: true, position: 'sidebar' },
    },
    outboxField('delivery', 'E-mail to sales'),
    outboxField('deliveryAttempts', 'Delivery attempts', 'number'),
    outboxField('deliveryError', 'Last delivery error'),
    sent('name'),
    sent('company'),
    sent('email', 'email'),
    sent('phone'),
    sent('city'),
    sent('postcode'),
    sent('country', 'text', { index: true } as Partial<Field>),
    sent('product', 'text', { index: true } as Partial<Field>),
    sent('model', 'text', { label: 'Pump model', index: true } as Partial<Field>),
    sent('sizedSet', 'textarea', { label: 'Selection or sized set' } as Partial<Field>),
    sent('message', 'textarea'),
    sent('page', 'text', { label: 'Sent from page' } as Partial<Field>),
    {
      name: 'reference',
      type: 'text',
      index: true,
      access: { create: nobodyField, update: nobodyField },
      admin: {
        readOnly: true,
        position: 'sidebar',
        description: 'What the visitor saw on the thank-you page and may quote on the phone; also in the e-mail.',
      },
    },
    {
      name: 'enquiryId',
      label: 'Enquiry id',
      type: 'text',
      required: true,
      unique: true,
      index: true,
      access: { create: nobodyField, update: nobodyField },
      admin: { readOnly: true, position: 'sidebar', description: 'The id in the enquiry store and the e-mail.' },
    },
    {
      name: 'anonymisedAt',
      label: 'Personal data removed on',
      type: 'date',
      index: true,
      access: { create: nobodyField, update: nobodyField },
      admin: { readOnly: true, position: 'sidebar', condition: (data) => Boolean(data?.anonymisedAt) },
    },
    {
      name: 'history',
      type: 'array',
      access: { create: nobodyField, update: nobodyField },
      admin: { readOnly: true, description: 'Every change, with who made it and when.' },
      fields: [
        { name: 'at', type: 'date', required: true, admin: { date: { pickerAppearance: 'dayAndTime' } } },
        { name: 'by', type: 'relationship', relationTo: 'users', admin: { description: 'Empty: the website.' } },
        { name: 'change', type: 'text', required: true },
      ],
    },
  ],
};
