/** Public entry of the borewell sizing wizard (issue 13): the page; the JSON API is `./api`. */
export { BorewellSizingPage } from './components/borewell-sizing-page';
