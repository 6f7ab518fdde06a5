/** Outside links shown in the nav, footer and landing page. */
export const EXTERNAL_LINKS = {
  communityChat: 'https://discord.gg/cardfolio',
  shortVideo: 'https://www.tiktok.com/@cardfolio.app',
  professionalNetwork: 'https://www.linkedin.com/company/cardfolio-app',
  appStore: 'https://apps.apple.com/app/cardfolio-pokemon-tcg/id6740000752',
} as const;
