/** Public entry of the dealers feature: the dealer network page. */
export { DealersPage } from './ui/dealers-page';
