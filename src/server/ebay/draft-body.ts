import { centsToDecimalText } from '#core/money/cents.ts';
import type { ListingSource } from './ebay.repository.ts';
import type { DraftBody } from './ebay-client.ts';

/** eBay's trading-card categories: CCG Individual Cards and CCG Sealed Boxes. */
const CATEGORY = { card: '183454', sealed: '183456' } as const;

/** Our card conditions in eBay's condition enum. */
const CONDITION: Record<string, string> = {
  NM: 'LIKE_NEW',
  LP: 'USED_EXCELLENT',
  MP: 'USED_VERY_GOOD',
  HP: 'USED_GOOD',
  DMG: 'USED_ACCEPTABLE',
};

const TITLE_MAX = 80;

export function draftTitle(source: ListingSource): string {
  const grade =
    source.graded && source.gradingCompany && source.gradeScore !== null
      ? ` ${source.gradingCompany} ${source.gradeScore}`
      : '';
  const number = source.number ? ` ${source.number}` : '';
  const title = `${source.name}${number} ${source.setName}${grade} Pokemon TCG`.replace(
    /\s+/g,
    ' ',
  );
  return title.length > TITLE_MAX ? title.slice(0, TITLE_MAX).trimEnd() : title;
}

/** Card images are TCGdex base URLs (the quality and format are appended); sealed are full URLs. */
function imageUrls(source: ListingSource): string[] {
  if (!source.imageUrl?.startsWith('https://')) {
    return [];
  }
  return [source.productType === 'card' ? `${source.imageUrl}/high.png` : source.imageUrl];
}

/** The draft listing: title, condition, our market price as the price suggestion, photos. */
export function buildDraft(source: ListingSource): DraftBody {
  const aspects: Record<string, string[]> = { Game: ['Pokémon TCG'], Set: [source.setName] };
  if (source.number) {
    aspects['Card Number'] = [source.number];
  }
  if (source.graded && source.gradingCompany) {
    aspects['Professional Grader'] = [source.gradingCompany];
    aspects.Grade = [String(source.gradeScore ?? '')];
  }
  return {
    categoryId: source.productType === 'sealed' ? CATEGORY.sealed : CATEGORY.card,
    condition:
      source.productType === 'sealed' ? 'NEW' : (CONDITION[source.condition] ?? 'USED_GOOD'),
    ...(source.marketCents === null
      ? {}
      : {
          pricingSummary: {
            price: { value: centsToDecimalText(source.marketCents), currency: 'USD' },
          },
        }),
    product: { title: draftTitle(source), imageUrls: imageUrls(source), aspects },
  };
}
