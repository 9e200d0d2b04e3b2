import { describeCatalogueAxeShard } from '../../../../tests/support/catalogue-axe';

// axe-core over the server render of every catalogue page, in three files so both workers share it
// (tests/support/catalogue-axe.tsx): this file scans every third route from the third.
describeCatalogueAxeShard(3);
