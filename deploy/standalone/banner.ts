/** What the banner needs of a demo account. */
export interface DemoLogin {
  email: string;
  roles: readonly string[];
  firstName: string;
  lastName: string;
}

/** The demo logins as aligned text rows: role(s), email, password, name. */
export function demoLoginTable(accounts: readonly DemoLogin[], password: string): string[] {
  const rows = [
    ['ROLE', 'EMAIL', 'PASSWORD', 'NAME'],
    ...accounts.map((account) => [
      account.roles.join(', '),
      account.email,
      password,
      `${account.firstName} ${account.lastName}`,
    ]),
  ];
  const widths = [0, 1, 2, 3].map((column) => Math.max(...rows.map((row) => row[column]!.length)));
  return rows.map((row) =>
    row
      .map((cell, column) => cell.padEnd(widths[column]!))
      .join('   ')
      .trimEnd(),
  );
}
