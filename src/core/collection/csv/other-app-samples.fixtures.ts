/**
 * Sample exports of other apps, written by hand from the layouts named in ADR 059 (not by our
 * parser): header spellings, column order, delimiters and quoting vary between them. The
 * held-out sample of each layout is only read by the "held-out" tests.
 */

export const DRAGON_SHIELD = [
  '"sep=,"',
  'Folder Name,Quantity,Trade Quantity,Card Name,Set Code,Set Name,Card Number,Condition,Printing,Language,Price Bought,Date Bought,LOW,MID,MARKET',
  'Vintage,1,0,Charizard,BS,Base Set,4,NearMint,Holo,English,250.00,2023-04-01,200.00,300.00,310.00',
  '"Binder, modern",3,1,"Pikachu, ""the"" mouse",MEW,151,025/165,LightlyPlayed,Reverse Holo,English,0.50,04/15/2024,0.1,0.2,0.3',
  'Vintage,1,0,Mewtwo,BS,Base Set,10,Excellent,Normal,English,,,1,2,3',
].join('\r\n');

export const DRAGON_SHIELD_HELD_OUT = [
  '\uFEFFCard Name;Set Name;Set Code;Card Number;Quantity;Trade Quantity;Condition;Printing;Language;Price Bought;Date Bought;Folder Name',
  'Charizard;Base Set;BS;4;2;0;Good;Holo;English;12,50;2024-01-02;Box A',
  '"Pikachu; promo";151;MEW;25;1;0;Mint;Normal;Japanese;;;Box A',
].join('\n');

export const PRICECHARTING = [
  'id,product-name,console-name,condition-string,price-paid,date-entered,quantity,notes',
  '1234,Charizard #4,Pokemon Base Set,PSA 9,"1,200.00",2024-02-03,1,graded copy',
  '5678,Pikachu [Reverse Holo] #25,Pokemon Scarlet & Violet 151,Ungraded,$2.00,2024-02-04,2,',
  '9999,Pikachu #25,Pokemon Japanese Scarlet & Violet 151,Ungraded,,,1,',
].join('\n');

export const PRICECHARTING_HELD_OUT = [
  'Console Name;Product Name;Quantity;Condition;Price Paid;Date Entered',
  'Pokemon Base Set;Charizard [1st Edition] #4;1;BGS 9.5;999,99;2023-07-08',
  'Pokemon Base Set;Charizard #4;1;Lightly Played;;',
].join('\r\n');

export const DEX = [
  'Card ID,Name,Set,Set ID,Number,Variant,Language,Condition,Quantity,Grading Company,Grade,Purchase Price,Purchase Date,Notes',
  'base1-4,Charizard,Base Set,base1,4/102,Holo,English,Near Mint,1,PSA,10,500,2024-05-06,',
  'sv03.5-25,Pikachu,151,sv03.5,025,Poké Ball Holo,English,Near Mint,1,,,,,',
  ',Pikachu,151,sv03.5,025,Reverse Holo,EN,Lightly Played,2,,,"3,50",,"trade, maybe"',
].join('\n');

export const DEX_HELD_OUT = [
  'set_id;card_id;name;number;variant;quantity;condition;language;grading_company;grade',
  'base1;;Charizard;004;Holo;1;Heavily Played;en;CGC;8.5',
  'sv03.5;;Pikachu;25;Normal;1;Damaged;en;;',
].join('\n');

export const PKMNGG = [
  'Name,Set,Set Code,Number,Rarity,Finish,Quantity,Condition,Language,Grader,Grade,Price Paid,Date Acquired,Notes',
  'Charizard,Base Set,BS,4,Rare Holo,Holofoil,1,Near Mint,English,,,"$1,050.00",2023-12-25,Christmas',
  'Pikachu,151,MEW,25,Common,Normal,4,Near Mint,English,,,,,',
  'Pikachu,151,MEW,25,Common,Normal,many,Near Mint,English,,,,,',
].join('\n');

export const PKMNGG_HELD_OUT = [
  '"Finish";"Quantity";"Set Name";"Card Name";"Card Number";"Grader";"Grade"',
  '"Reverse Holofoil";"2";"SV: Scarlet & Violet 151";"Pikachu";"025/165";"";""',
  '"Holofoil";"1";"Base Set";"Charizard";"4/102";"TAG";"10"',
].join('\n');

export const TCG_COLLECTOR = [
  'Card name,Expansion,Card number,Variant,Quantity,Condition,Language,Date added',
  'Charizard,Base Set,4/102,Holo,1,Near Mint,English,2022-01-01',
  'Pikachu,Scarlet & Violet—151,025/165,Normal,1,Near Mint,English,2022-01-02',
  '151 Elite Trainer Box,151,,,1,,English,',
].join('\n');

export const TCG_COLLECTOR_HELD_OUT = [
  'Expansion;Card Number;Card Name;Variant;Quantity;Language',
  'Base Set;4;Charizard;1st Edition Holo;1;English',
  'Base Set;999;Nothing;Normal;1;English',
].join('\n');

export const POKELLECTOR = [
  'Set,Card Name,Card Number,Rarity,Variation,Collected',
  'Base Set,Charizard,4,Rare Holo,Holo,1',
  '151,Pikachu,025,Common,Reverse Holo,2',
  'Jungle,Pikachu,60,Common,,1',
].join('\n');

export const POKELLECTOR_HELD_OUT = [
  'card name;set name;variation;number;collected',
  'Pikachu;151;;25;3',
].join('\n');
