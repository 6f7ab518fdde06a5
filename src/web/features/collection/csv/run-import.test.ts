import { describe, expect, it } from 'vitest';
import { charizard, makeProduct, pikachu, SETS } from '#core/collection/collection-csv.fixtures.ts';
import { parseImportCsv } from '#core/collection/collection-csv-layouts.ts';
import { buildCatalogIndex, matchImportCandidates } from '#core/collection/collection-csv-match.ts';
import type { UserProductInput } from '#core/collection/user-product.schema.ts';
import { rowsToImport, runImport } from './run-import.ts';

const blastoise = makeProduct({ product_id: 'base1-2', product_name: 'Blastoise', number: '2' });
const plan = matchImportCandidates(
  parseImportCsv(
    [
      'Set,Card Name,Card Number,Variation,Collected',
      'Base Set,Blastoise,4,,1',
      '151,Pikachu,25,,2',
      'Base Set,Charizard,2,,3',
    ].join('\n'),
  ).candidates,
  SETS,
  buildCatalogIndex([charizard, blastoise, pikachu]),
);

describe('rowsToImport', () => {
  it('adds only the ambiguous rows the user picked, with the picked card, in file order', () => {
    expect(plan.ambiguous.map((row) => row.line)).toEqual([2, 4]);
    const rows = rowsToImport(plan, new Map([[2, 1]]));
    expect(rows.map((row) => [row.line, row.input.product_id, row.input.quantity])).toEqual([
      [2, 'base1-2', 1],
      [3, 'sv03.5-25', 2],
    ]);
  });
});

describe('runImport', () => {
  it('sends the rows in parts and reports a failed part by its lines', async () => {
    const sent: UserProductInput[][] = [];
    const rows = rowsToImport(
      plan,
      new Map([
        [2, 0],
        [4, 0],
      ]),
    );
    const outcome = await runImport(rows, {
      binders: [],
      createBinder: () => Promise.reject(new Error('no binders in this file')),
      bulkCreate: async (inputs) => {
        sent.push(inputs);
        throw new Error('products.0.product_id: not in the catalog');
      },
      onProgress: () => {},
    });
    expect(sent).toHaveLength(1);
    expect(outcome).toEqual({
      created: 0,
      failures: [
        {
          firstLine: 2,
          lastLine: 4,
          count: 3,
          message: 'products.0.product_id: not in the catalog',
        },
      ],
    });
  });
});
