/**
 * Public entry of the enquiries feature for any module, the browser included: the toasts that
 * confirm a sent form. The forms' sections, the route handler, the health answer and the runtime use
 * the database or the server's choices: `./index.server`.
 */
export { Toasts } from './components/toasts';
