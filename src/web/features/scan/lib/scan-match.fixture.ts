import type { ScanMatch } from '#core/scan/scan-result.schema.ts';

/** A scan match for Pikachu 50 of Brilliant Stars, for the scan unit tests. */
export function pikachuMatch(overrides: Partial<ScanMatch> = {}): ScanMatch {
  return {
    confidence: 0.92,
    product_type: 'card',
    database: {
      product_id: 'swsh9-50',
      product_name: 'Pikachu',
      set_name: 'Brilliant Stars',
      card_number: '50',
      set_code: 'BRS',
      image_url: null,
      language: 'english',
      market_price: 1.25,
      price_variant: 'normal',
    },
    identification: {
      id: 'swsh9-50',
      name: 'Pikachu',
      setName: 'Brilliant Stars',
      number: '50',
      setCode: 'BRS',
      imageUrl: null,
      game: 'Pokemon',
    },
    ...overrides,
  };
}
