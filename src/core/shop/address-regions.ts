/** A country whose addresses need a state, province or territory, and its list of them. */
type RegionList = { label: string; regions: readonly (readonly [code: string, name: string])[] };

/** Countries whose post needs a region on the address. Others have no region field. */
export const ADDRESS_REGIONS: Readonly<Record<string, RegionList>> = {
  US: {
    label: 'State',
    regions: [
      ['AL', 'Alabama'],
      ['AK', 'Alaska'],
      ['AZ', 'Arizona'],
      ['AR', 'Arkansas'],
      ['CA', 'California'],
      ['CO', 'Colorado'],
      ['CT', 'Connecticut'],
      ['DE', 'Delaware'],
      ['DC', 'District of Columbia'],
      ['FL', 'Florida'],
      ['GA', 'Georgia'],
      ['HI', 'Hawaii'],
      ['ID', 'Idaho'],
      ['IL', 'Illinois'],
      ['IN', 'Indiana'],
      ['IA', 'Iowa'],
      ['KS', 'Kansas'],
      ['KY', 'Kentucky'],
      ['LA', 'Louisiana'],
      ['ME', 'Maine'],
      ['MD', 'Maryland'],
      ['MA', 'Massachusetts'],
      ['MI', 'Michigan'],
      ['MN', 'Minnesota'],
      ['MS', 'Mississippi'],
      ['MO', 'Missouri'],
      ['MT', 'Montana'],
      ['NE', 'Nebraska'],
      ['NV', 'Nevada'],
      ['NH', 'New Hampshire'],
      ['NJ', 'New Jersey'],
      ['NM', 'New Mexico'],
      ['NY', 'New York'],
      ['NC', 'North Carolina'],
      ['ND', 'North Dakota'],
      ['OH', 'Ohio'],
      ['OK', 'Oklahoma'],
      ['OR', 'Oregon'],
      ['PA', 'Pennsylvania'],
      ['RI', 'Rhode Island'],
      ['SC', 'South Carolina'],
      ['SD', 'South Dakota'],
      ['TN', 'Tennessee'],
      ['TX', 'Texas'],
      ['UT', 'Utah'],
      ['VT', 'Vermont'],
      ['VA', 'Virginia'],
      ['WA', 'Washington'],
      ['WV', 'West Virginia'],
      ['WI', 'Wisconsin'],
      ['WY', 'Wyoming'],
      ['AS', 'American Samoa'],
      ['GU', 'Guam'],
      ['MP', 'Northern Mariana Islands'],
      ['PR', 'Puerto Rico'],
      ['VI', 'U.S. Virgin Islands'],
      ['AA', 'Armed Forces Americas'],
      ['AE', 'Armed Forces Europe'],
      ['AP', 'Armed Forces Pacific'],
    ],
  },
  CA: {
    label: 'Province or territory',
    regions: [
      ['AB', 'Alberta'],
      ['BC', 'British Columbia'],
      ['MB', 'Manitoba'],
      ['NB', 'New Brunswick'],
      ['NL', 'Newfoundland and Labrador'],
      ['NS', 'Nova Scotia'],
      ['NT', 'Northwest Territories'],
      ['NU', 'Nunavut'],
      ['ON', 'Ontario'],
      ['PE', 'Prince Edward Island'],
      ['QC', 'Quebec'],
      ['SK', 'Saskatchewan'],
      ['YT', 'Yukon'],
    ],
  },
  AU: {
    label: 'State or territory',
    regions: [
      ['ACT', 'Australian Capital Territory'],
      ['NSW', 'New South Wales'],
      ['NT', 'Northern Territory'],
      ['QLD', 'Queensland'],
      ['SA', 'South Australia'],
      ['TAS', 'Tasmania'],
      ['VIC', 'Victoria'],
      ['WA', 'Western Australia'],
    ],
  },
  JP: {
    // The 47 prefectures in their official (JIS X 0401) order, north to south, as Japanese
    // forms list them; stored by romanized name so a label or receipt reads "TOKYO JP".
    label: 'Prefecture',
    regions: [
      ['HOKKAIDO', 'Hokkaido (北海道)'],
      ['AOMORI', 'Aomori (青森県)'],
      ['IWATE', 'Iwate (岩手県)'],
      ['MIYAGI', 'Miyagi (宮城県)'],
      ['AKITA', 'Akita (秋田県)'],
      ['YAMAGATA', 'Yamagata (山形県)'],
      ['FUKUSHIMA', 'Fukushima (福島県)'],
      ['IBARAKI', 'Ibaraki (茨城県)'],
      ['TOCHIGI', 'Tochigi (栃木県)'],
      ['GUNMA', 'Gunma (群馬県)'],
      ['SAITAMA', 'Saitama (埼玉県)'],
      ['CHIBA', 'Chiba (千葉県)'],
      ['TOKYO', 'Tokyo (東京都)'],
      ['KANAGAWA', 'Kanagawa (神奈川県)'],
      ['NIIGATA', 'Niigata (新潟県)'],
      ['TOYAMA', 'Toyama (富山県)'],
      ['ISHIKAWA', 'Ishikawa (石川県)'],
      ['FUKUI', 'Fukui (福井県)'],
      ['YAMANASHI', 'Yamanashi (山梨県)'],
      ['NAGANO', 'Nagano (長野県)'],
      ['GIFU', 'Gifu (岐阜県)'],
      ['SHIZUOKA', 'Shizuoka (静岡県)'],
      ['AICHI', 'Aichi (愛知県)'],
      ['MIE', 'Mie (三重県)'],
      ['SHIGA', 'Shiga (滋賀県)'],
      ['KYOTO', 'Kyoto (京都府)'],
      ['OSAKA', 'Osaka (大阪府)'],
      ['HYOGO', 'Hyogo (兵庫県)'],
      ['NARA', 'Nara (奈良県)'],
      ['WAKAYAMA', 'Wakayama (和歌山県)'],
      ['TOTTORI', 'Tottori (鳥取県)'],
      ['SHIMANE', 'Shimane (島根県)'],
      ['OKAYAMA', 'Okayama (岡山県)'],
      ['HIROSHIMA', 'Hiroshima (広島県)'],
      ['YAMAGUCHI', 'Yamaguchi (山口県)'],
      ['TOKUSHIMA', 'Tokushima (徳島県)'],
      ['KAGAWA', 'Kagawa (香川県)'],
      ['EHIME', 'Ehime (愛媛県)'],
      ['KOCHI', 'Kochi (高知県)'],
      ['FUKUOKA', 'Fukuoka (福岡県)'],
      ['SAGA', 'Saga (佐賀県)'],
      ['NAGASAKI', 'Nagasaki (長崎県)'],
      ['KUMAMOTO', 'Kumamoto (熊本県)'],
      ['OITA', 'Oita (大分県)'],
      ['MIYAZAKI', 'Miyazaki (宮崎県)'],
      ['KAGOSHIMA', 'Kagoshima (鹿児島県)'],
      ['OKINAWA', 'Okinawa (沖縄県)'],
    ],
  },
};

export function regionListFor(country: string): RegionList | undefined {
  return ADDRESS_REGIONS[country.trim().toUpperCase()];
}

/** The problem with an address's region for its country, or null when it is fine. */
export function regionProblem(country: string, region: string): string | null {
  const list = regionListFor(country);
  if (!list) {
    return null;
  }
  const code = region.trim().toUpperCase();
  if (code === '') {
    return `${list.label} is required`;
  }
  return list.regions.some(([known]) => known === code)
    ? null
    : `Choose a ${list.label.toLowerCase()} from the list`;
}
