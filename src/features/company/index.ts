/** Public entry of the company feature: the about-us page. */
export { CompanyPage } from './components/company-page';
