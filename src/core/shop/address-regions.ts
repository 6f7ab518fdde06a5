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
