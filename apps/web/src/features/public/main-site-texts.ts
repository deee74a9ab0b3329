import { useTranslation } from 'react-i18next';
import { i18n } from '@/i18n';
import mainSite from '@/i18n/locales/en/main-site.json';

// The main site's English texts (home, Little Stars, about, gallery, contact) travel with the code of its
// pages, not in the bundle every page downloads first: the landing page never needs them. Other languages
// load on demand, like every namespace (i18n/resources.ts).
i18n.addResourceBundle('en', 'main-site', mainSite);

/**
 * The texts of the main site's pages (and, as `public:…`, the public texts every page has); the module that
 * calls it brings the English ones along.
 */
export const useMainSiteTranslation = () => useTranslation(['main-site', 'public']);
