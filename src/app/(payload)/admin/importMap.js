import { EnquiryExportLink as EnquiryExportLink_a183a8925fe39f9929d5043ebe5fa552 } from '../../../../src/cms/components/enquiry-export-link';
import { WaitingEnquiries as WaitingEnquiries_95ca1e63b422c469808f6eb813036387 } from '../../../../src/cms/components/waiting-enquiries';
import { EngineeringDataNote as EngineeringDataNote_377d83e34e1bffc1c778a393fbb430f0 } from '../../../../src/cms/components/engineering-data-note';
import { CollectionCards as CollectionCards_f9c02e79a4aed9a3924487c0cd4cafb1 } from '@payloadcms/next/rsc';

/** @type import('payload').ImportMap */
export const importMap = {
  '/src/cms/components/enquiry-export-link#EnquiryExportLink': EnquiryExportLink_a183a8925fe39f9929d5043ebe5fa552,
  '/src/cms/components/waiting-enquiries#WaitingEnquiries': WaitingEnquiries_95ca1e63b422c469808f6eb813036387,
  '/src/cms/components/engineering-data-note#EngineeringDataNote': EngineeringDataNote_377d83e34e1bffc1c778a393fbb430f0,
  '@payloadcms/next/rsc#CollectionCards': CollectionCards_f9c02e79a4aed9a3924487c0cd4cafb1,
};
