module.exports = {
  title: 'Partials SDK',
  i18n: { defaultLocale: 'en', locales: ['en', 'ja', 'zh'] },
};
