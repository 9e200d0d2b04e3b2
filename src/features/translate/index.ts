/** Public entry of the translate feature: the translate widget of the site header (a client island). */
export { TranslateWidget } from './ui/translate-widget';
