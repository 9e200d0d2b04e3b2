import { enquiryMessages, fieldLabels, fieldMaxLengths, textFieldNames, type TextFieldName } from './fields';
import { selectionMessages } from './quoted-pump-fields';

/**
 * The words of the enquiry checks beside SPEC 8's (`enquiryMessages`), apart from the schema
 * (`validation.ts`) so the forms render the messages a post without JavaScript comes back with while
 * the schema's code loads only when a visitor starts on the form. No zod here.
 */
export const validationMessages = {
  kind: 'Unknown enquiry type.',
  required: (field: TextFieldName) => `Please fill in the ${fieldLabels[field]} field.`,
  tooLong: (field: TextFieldName) => `${fieldLabels[field]} must be at most ${fieldMaxLengths[field]} characters.`,
  singleLine: (field: TextFieldName) => `${fieldLabels[field]} must be a single line of text.`,
  invalidCharacters: (field: TextFieldName) => `${fieldLabels[field]} contains characters that are not allowed.`,
  postcode: 'Postcode must contain digits only.',
  product: 'Please select a product from the list.',
  country: 'Please select a country from the list.',
};

/**
 * Every message the enquiry validation and the enquiry API can answer with. Pages use it to show a
 * message passed back in the URL only when it is one of ours (no text injection through links).
 */
export function knownEnquiryMessages(): ReadonlySet<string> {
  const { required, tooLong, singleLine, invalidCharacters, ...fixed } = validationMessages;
  const all = new Set<string>([...Object.values(enquiryMessages), ...Object.values(fixed)]);
  for (const message of Object.values(selectionMessages)) all.add(message);
  for (const field of textFieldNames) {
    for (const make of [required, tooLong, singleLine, invalidCharacters]) all.add(make(field));
  }
  return all;
}
