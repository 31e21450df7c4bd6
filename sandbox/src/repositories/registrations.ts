import type { SandboxDatabase } from "../db/database";

export interface RegistrationOrderRow {
  user_session_id: string;
  email: string;
  cinema_id: string | null;
  activate_on_complete: 0 | 1;
  membership_code: string | null;
  order_id: string | null;
  status: "OPEN" | "COMPLETED";
  created_at: string;
}

/** The order sessions of the registration flow (StartRegistration … CompletePayment). */
export function registrationRepository(db: SandboxDatabase) {
  const find = db.prepare<[string], RegistrationOrderRow>("SELECT * FROM registration_orders WHERE user_session_id = ?");
  const insert = db.prepare<RegistrationOrderRow>(
    `INSERT INTO registration_orders (user_session_id, email, cinema_id, activate_on_complete, membership_code,
       order_id, status, created_at)
     VALUES (@user_session_id, @email, @cinema_id, @activate_on_complete, @membership_code,
       @order_id, @status, @created_at)`,
  );
  const update = db.prepare<RegistrationOrderRow>(
    `UPDATE registration_orders SET email = @email, cinema_id = @cinema_id,
       activate_on_complete = @activate_on_complete, membership_code = @membership_code, order_id = @order_id,
       status = @status
     WHERE user_session_id = @user_session_id`,
  );

  return {
    find: (userSessionId: string) => find.get(userSessionId),
    insert: (row: RegistrationOrderRow) => insert.run(row),
    update: (row: RegistrationOrderRow, changes: Partial<RegistrationOrderRow>): RegistrationOrderRow => {
      const next = { ...row, ...changes };
      update.run(next);
      return next;
    },
  };
}

export type RegistrationRepository = ReturnType<typeof registrationRepository>;
