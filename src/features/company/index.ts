/** Public entry of the company feature: the about-us page. */
export { CompanyPage } from './ui/company-page';
