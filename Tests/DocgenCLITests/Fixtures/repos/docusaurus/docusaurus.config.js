// A Docusaurus site as a team keeps it (fixture for docgen's tests). docgen reads the title and
// the locales from here, without running it.
module.exports = {
  title: 'LampKit Guides',
  url: 'https://lamps.example.com',
  baseUrl: '/',
  i18n: {
    defaultLocale: 'en',
    locales: ['en', 'ja', 'zh'],
  },
  presets: [['classic', {docs: {routeBasePath: '/'}}]],
};
