import { messages, PGlite, type ExecProtocolResult, type ParserOptions, type QueryOptions, type Results, type Transaction } from '@electric-sql/pglite';
import { serialize } from 'pg-protocol';

// Read once: the namespaces' members are getters.
const { CommandCompleteMessage, DatabaseError, DataRowMessage, ParameterDescriptionMessage, RowDescriptionMessage } = messages;

/**
 * PGlite that keeps the statements it runs prepared
 * (docs/adr/0713-pglite-keeps-statements-prepared.md), through PGlite's
 * public API only (docs/adr/0721-pglite-statements-through-public-api.md).
 *
 * PGlite's own `query` parses and plans every statement afresh, and sends
 * each of parse, describe, bind, describe, execute and sync into the
 * database as a call of its own. Here a statement's text is parsed once
 * into a named prepared statement (with its parameter and row types), and
 * each run after is one `execProtocol` call: bind, execute, sync. Postgres
 * keeps the plan as it does for any prepared statement. Values are
 * serialized and rows parsed as PGlite's `query` does, so callers (drizzle)
 * see the same answers. The least recently used statements beyond
 * `STATEMENTS_KEPT` are closed.
 *
 * Calls go into the database one at a time under `runExclusive`. A
 * transaction holds this class's own lock from its BEGIN to its end, and a
 * statement outside a transaction takes the same lock, so none runs in
 * between a transaction's statements (PGlite's `exec`, `listen` and blob
 * queries wait on PGlite's own lock, which a transaction holds as well).
 */
export class PreparedPGlite extends PGlite {
  static readonly STATEMENTS_KEPT = 200;
  readonly #statements = new Map<string, Statement>();
  /** Statements evicted from the map, closed with the next call into the database. */
  #closing: string[] = [];
  #named = 0;
  /** The lock a transaction holds throughout, and each statement outside one: the end of the last call queued for it. */
  #queue: Promise<unknown> = Promise.resolve();

  override async query<T>(query: string, params: unknown[] = [], options?: QueryOptions): Promise<Results<T>> {
    if (options?.blob) return super.query<T>(query, params, options);
    if (!this.ready) await this.#started();
    return this.#exclusive(() =>
      this.runExclusive(async () => {
        const result = await this.#run<T>(query, params, options);
        await this.syncToFs();
        return result;
      }),
    );
  }

  /** A transaction whose `query` runs prepared statements too (inside the transaction, one call at a time). */
  override transaction<T>(callback: (tx: Transaction) => Promise<T>): Promise<T> {
    return this.#exclusive(() =>
      super.transaction((tx) => {
        const query = <R>(text: string, params: unknown[] = [], options?: QueryOptions): Promise<Results<R>> => {
          if (options?.blob) return tx.query<R>(text, params, options);
          if (tx.closed) return Promise.reject(new Error('Transaction is closed'));
          return this.runExclusive(() => this.#run<R>(text, params, options));
        };
        const prepared: Transaction = Object.create(tx, { query: { value: query } });
        return callback(prepared);
      }),
    );
  }

  /** Runs `work` once every call queued before it has ended (one at a time, in order). */
  #exclusive<T>(work: () => Promise<T>): Promise<T> {
    const done = this.#queue.then(work);
    this.#queue = done.catch(() => undefined);
    return done;
  }

  /**
   * Before it is `ready`, as PGlite's own `query`: waits for the database to
   * start, or refuses once it closes. (PGlite is `ready` before `waitReady`
   * settles: its start runs queries of its own.)
   */
  async #started(): Promise<void> {
    if (!this.closed) await this.waitReady;
    if (!this.ready) throw new Error(this.closed ? 'PGlite is closed' : 'PGlite is closing');
  }

  async #run<T>(text: string, params: unknown[], options: QueryOptions | undefined): Promise<Results<T>> {
    const key = keyOf(text, options);
    try {
      const statement = await this.#prepared(key, text, options);
      const values = params.map((value, i) => {
        if (value === null || value === undefined) return null;
        const type = statement.paramTypes[i]!;
        const write = options?.serializers?.[type] ?? this.serializers[type];
        return write ? write(value) : String(value);
      });
      const { messages: answer } = await this.execProtocol(this.#withClosing(serialize.bind({ statement: statement.name, values }), serialize.execute({}), serialize.sync()), {
        syncToFs: false,
        ...(options?.onNotice ? { onNotice: options.onNotice } : {}),
      });
      return resultOf<T>(answer, statement.fields, this.parsers, options);
    } catch (error) {
      if (error instanceof DatabaseError) {
        // As PGlite's own query reports a database error: with the statement that failed.
        Object.assign(error, { query: text, params, queryOptions: options });
        // A table changed under a kept plan so that its rows would change shape, or the statement is gone: prepare it again next time.
        const stale = this.#statements.get(key);
        if (stale && (error.code === '0A000' || error.code === '26000')) {
          this.#statements.delete(key);
          this.#closing.push(stale.name);
        }
      }
      throw error;
    }
  }

  /** The statement for this text (kept under `key`), prepared on first use; the most recently used are kept. */
  async #prepared(key: string, text: string, options: QueryOptions | undefined): Promise<Statement> {
    const kept = this.#statements.get(key);
    if (kept) {
      this.#statements.delete(key);
      this.#statements.set(key, kept);
      return kept;
    }
    const name = `pglite_statement_${++this.#named}`;
    const { messages: answer } = await this.execProtocol(
      this.#withClosing(serialize.parse({ name, text, ...(options?.paramTypes ? { types: options.paramTypes } : {}) }), serialize.describe({ type: 'S', name }), serialize.sync()),
      { syncToFs: false },
    );
    const statement: Statement = { name, paramTypes: [], fields: [] };
    for (const message of answer) {
      if (message instanceof ParameterDescriptionMessage) statement.paramTypes = message.dataTypeIDs;
      else if (message instanceof RowDescriptionMessage) statement.fields = message.fields.map(({ name, dataTypeID }) => ({ name, dataTypeID }));
    }
    this.#statements.set(key, statement);
    if (this.#statements.size > PreparedPGlite.STATEMENTS_KEPT) {
      const [oldestKey, oldest] = this.#statements.entries().next().value!;
      this.#statements.delete(oldestKey);
      this.#closing.push(oldest.name);
    }
    return statement;
  }

  /** The messages as one buffer, after closing the statements evicted since the last call. */
  #withClosing(...parts: Uint8Array[]): Uint8Array {
    const all = [...this.#closing.map((name) => serialize.close({ type: 'S', name })), ...parts];
    this.#closing = [];
    const buffer = new Uint8Array(all.reduce((length, part) => length + part.length, 0));
    let at = 0;
    for (const part of all) {
      buffer.set(part, at);
      at += part.length;
    }
    return buffer;
  }
}

interface Field {
  name: string;
  dataTypeID: number;
}

interface Statement {
  name: string;
  paramTypes: number[];
  fields: Field[];
}

const keyOf = (text: string, options: QueryOptions | undefined) => (options?.paramTypes?.length ? `${options.paramTypes.join(',')}\n${text}` : text);

type Parse = (value: string, type: number) => unknown;

/**
 * The rows and counts of one statement's answer, as PGlite's `query` gives
 * them; the caller's parsers are looked up before PGlite's, once per column
 * (PGlite's own `query` copies both into one object on every call).
 */
function resultOf<T>(answer: ExecProtocolResult['messages'], fields: Field[], parsers: Record<number | string, Parse>, options: QueryOptions | undefined): Results<T> {
  const own: ParserOptions | undefined = options?.parsers;
  const parse = fields.map(({ dataTypeID }) => own?.[dataTypeID] ?? parsers[dataTypeID]);
  const value = (text: string | null, i: number) => (text === null ? null : parse[i] ? parse[i](text, fields[i]!.dataTypeID) : text);
  const rows: unknown[] = [];
  for (const message of answer) {
    if (message instanceof DataRowMessage) {
      if (options?.rowMode === 'array') rows.push(message.fields.map(value));
      else {
        const row: Record<string, unknown> = {};
        message.fields.forEach((text, i) => (row[fields[i]!.name] = value(text, i)));
        rows.push(row);
      }
    } else if (message instanceof CommandCompleteMessage) {
      const parts = message.text.split(' ');
      const command = parts[0]!;
      const rowCount = Number.parseInt(parts.at(-1)!, 10);
      const affectedRows = ['INSERT', 'UPDATE', 'DELETE', 'COPY', 'MERGE'].includes(command) ? rowCount : 0;
      // The caller names the rows' type, as with PGlite's own query.
      return { rows: rows as T[], fields, command, affectedRows, ...(Number.isNaN(rowCount) ? {} : { rowCount }) };
    }
  }
  return { rows: [], fields: [], affectedRows: 0 };
}
