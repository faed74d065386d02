import type { ReactNode } from "react";

/** The account pages' tables: a scrollable table with a header row; rows are the children. */
export function DataTable({ columns, children }: { columns: string[]; children: ReactNode }) {
  return (
    <div className="overflow-x-auto">
      <table className="w-full text-left text-sm">
        <thead className="border-b border-sand-200 text-xs tracking-wider text-ink-500 uppercase">
          <tr>
            {columns.map((label, index) => (
              <th key={label} scope="col" className={index === columns.length - 1 ? "py-2" : "py-2 pr-4"}>
                {label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>{children}</tbody>
      </table>
    </div>
  );
}
