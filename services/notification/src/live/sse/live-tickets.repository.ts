import { createHash, randomBytes } from 'node:crypto';
import type { EntityManager } from 'typeorm';

/** What a ticket was bought with. */
export interface TicketHolder {
  personId: string;
  role: string;
  /** The sign-in session of the access token that bought it (`sid`). */
  signInSession: string | null;
  /** When the access token that bought it expires: the stream ends then. */
  tokenExpiresAt: Date;
}

/** A ticket spent: its holder, and when it was sold (the holder was admitted then). */
export interface SpentTicket extends TicketHolder {
  soldAt: Date;
}

const hashOf = (ticket: string) => createHash('sha256').update(ticket).digest('hex');

/** Single-use SSE tickets, in the database so that any replica spends what another sold; only hashes kept. */
export class LiveTicketsRepository {
  readonly manager: EntityManager;
  constructor(manager: EntityManager) {
    this.manager = manager;
  }

  /** A new ticket (32 random bytes, base64url) sold at `soldAt`, valid until `expiresAt`. */
  async issue(holder: TicketHolder, soldAt: Date, expiresAt: Date): Promise<string> {
    const ticket = randomBytes(32).toString('base64url');
    await this.manager.query(
      `INSERT INTO live_ticket (hash, person_id, role, session_id, token_expires_at, sold_at, expires_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7)`,
      [
        hashOf(ticket),
        holder.personId,
        holder.role,
        holder.signInSession,
        holder.tokenExpiresAt,
        soldAt,
        expiresAt,
      ],
    );
    return ticket;
  }

  /** Spends `ticket`: its holder if it was valid at `now`, null otherwise; either way it is gone. */
  async spend(ticket: string, now: Date): Promise<SpentTicket | null> {
    // A DELETE answers [rows, count].
    const [rows] = await this.manager.query<
      [
        {
          person_id: string;
          role: string;
          session_id: string | null;
          token_expires_at: Date;
          sold_at: Date;
          expires_at: Date;
        }[],
        number,
      ]
    >(
      `DELETE FROM live_ticket WHERE hash = $1
       RETURNING person_id, role, session_id, token_expires_at, sold_at, expires_at`,
      [hashOf(ticket)],
    );
    const row = rows[0];
    if (!row || row.expires_at <= now) return null;
    return {
      personId: row.person_id,
      role: row.role,
      signInSession: row.session_id,
      tokenExpiresAt: row.token_expires_at,
      soldAt: row.sold_at,
    };
  }

  async removeExpired(now: Date): Promise<void> {
    await this.manager.query('DELETE FROM live_ticket WHERE expires_at <= $1', [now]);
  }
}
