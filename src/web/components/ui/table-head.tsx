/** A table's header row of plain headings; '' leaves a column (of buttons) unlabelled. */
export function TableHead({ columns }: { columns: readonly string[] }) {
  return (
    <thead>
      <tr>
        {columns.map((column, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: a table's headings never reorder
          <th key={index}>{column}</th>
        ))}
      </tr>
    </thead>
  );
}
