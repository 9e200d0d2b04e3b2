/** Public entry of the home feature: the home page. */
export { HomePage } from './ui/home-page';
