// @ts-check
/** @type {import('@docusaurus/types').Config} */
const config = {
  title: 'Links SDK',
  url: 'https://docs.example.com',
  baseUrl: '/',
  i18n: {
    defaultLocale: 'en',
    locales: ['en', 'ja', 'zh'],
  },
  presets: [['classic', {docs: {routeBasePath: 'docs'}}]],
};

module.exports = config;
