import type pg from 'pg';
import type { Db } from './client.ts';

/** A Drizzle transaction: the argument `db.transaction(async (tx) => ...)` hands its callback. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/** What a Drizzle repository runs on: the app's database, or a transaction of it. */
export type Executor = Db | Tx;

/**
 * What a raw-SQL repository runs on (decision 022's read models): the pool, or a pool client
 * inside `withTransaction`.
 */
export type Queryable = Pick<pg.Pool | pg.PoolClient, 'query'>;
