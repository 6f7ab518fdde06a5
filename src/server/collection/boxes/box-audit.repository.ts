import { and, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/executor.ts';
import { userProducts } from '../../db/schema/index.ts';

/** Whether the user has any copy in a box of that name. */
export async function hasBox(tx: Executor, userId: number, boxName: string): Promise<boolean> {
  const rows = await tx
    .select({ one: sql<number>`1` })
    .from(userProducts)
    .where(and(eq(userProducts.userId, userId), eq(userProducts.boxName, boxName)))
    .limit(1);
  return rows.length > 0;
}
