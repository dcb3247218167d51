import { PGlite, type QueryOptions, type Results, type Transaction } from '@electric-sql/pglite';
import { serialize } from 'pg-protocol';

/**
 * PGlite that keeps the statements it runs prepared
 * (docs/adr/0713-pglite-keeps-statements-prepared.md).
 *
 * PGlite's own `query` parses and plans every statement afresh, and sends
 * each of parse, describe, bind, describe, execute and sync into the
 * database as a call of its own. Here a statement's text is parsed once
 * into a named prepared statement (with its parameter and row types), and
 * each run after is one call: bind, execute, sync. Postgres keeps the plan
 * as it does for any prepared statement. Values are serialized and rows
 * parsed as PGlite's `query` does, so callers (drizzle) see the same answers.
 * The least recently used statements beyond `STATEMENTS_KEPT` are closed.
 */
export class PreparedPGlite extends PGlite {
  static readonly STATEMENTS_KEPT = 200;
  readonly #statements = new Map<string, Statement>();
  /** Statements evicted from the map, closed with the next call into the database. */
  #closing: string[] = [];
  #named = 0;

  override async query<T>(query: string, params: unknown[] = [], options?: QueryOptions): Promise<Results<T>> {
    if (options?.blob) return super.query<T>(query, params, options);
    await this._checkReady();
    return this._runExclusiveTransaction(() =>
      this._runExclusiveQuery(async () => {
        const result = await this.#run<T>(query, params, options);
        await this.syncToFs();
        return result;
      }),
    );
  }

  /** A transaction whose `query` runs prepared statements too (inside the transaction, under its lock). */
  override transaction<T>(callback: (tx: Transaction) => Promise<T>): Promise<T> {
    return super.transaction((tx) => {
      const query = <R>(text: string, params: unknown[] = [], options?: QueryOptions): Promise<Results<R>> => {
        if (options?.blob) return tx.query<R>(text, params, options);
        if (tx.closed) throw new Error('Transaction is closed');
        return this._runExclusiveQuery(() => this.#run<R>(text, params, options));
      };
      return callback(Object.create(tx, { query: { value: query } }) as Transaction);
    });
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
      const { messages } = await this.execProtocol(this.#withClosing(serialize.bind({ statement: statement.name, values }), serialize.execute({}), serialize.sync()), {
        syncToFs: false,
        ...(options?.onNotice ? { onNotice: options.onNotice } : {}),
      });
      return resultOf<T>(messages, statement.fields, this.parsers, options);
    } catch (error) {
      // As PGlite's own query reports a database error: with the statement that failed.
      if (error instanceof Error && 'code' in error) Object.assign(error, { query: text, params, queryOptions: options });
      // A table changed under a kept plan so that its rows would change shape, or the statement is gone: prepare it again next time.
      const stale = this.#statements.get(key);
      if (stale && ['0A000', '26000'].includes((error as { code?: string }).code ?? '')) {
        this.#statements.delete(key);
        this.#closing.push(stale.name);
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
    const { messages } = await this.execProtocol(
      this.#withClosing(serialize.parse({ name, text, ...(options?.paramTypes ? { types: options.paramTypes } : {}) }), serialize.describe({ type: 'S', name }), serialize.sync()),
      { syncToFs: false },
    );
    const statement: Statement = { name, paramTypes: [], fields: [] };
    for (const message of messages) {
      if (message.name === 'parameterDescription') statement.paramTypes = (message as unknown as { dataTypeIDs: number[] }).dataTypeIDs;
      if (message.name === 'rowDescription') {
        statement.fields = (message as unknown as { fields: Field[] }).fields.map(({ name, dataTypeID }) => ({ name, dataTypeID }));
      }
    }
    this.#statements.set(key, statement);
    if (this.#statements.size > PreparedPGlite.STATEMENTS_KEPT) {
      const [oldest] = this.#statements;
      this.#statements.delete(oldest![0]);
      this.#closing.push(oldest![1].name);
    }
    return statement;
  }

  /** The messages as one buffer, after closing the statements evicted since the last call. */
  #withClosing(...messages: Uint8Array[]): Uint8Array {
    const closes = this.#closing.map((name) => serialize.close({ type: 'S', name }));
    this.#closing = [];
    const all = [...closes, ...messages];
    const buffer = new Uint8Array(all.reduce((length, message) => length + message.length, 0));
    let at = 0;
    for (const message of all) {
      buffer.set(message, at);
      at += message.length;
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

/** The rows and counts of one statement's answer, as PGlite's `query` gives them. */
function resultOf<T>(messages: readonly { name: string }[], fields: Field[], parsers: Record<number | string, Parse>, options: QueryOptions | undefined): Results<T> {
  const own = options?.parsers as Record<number, Parse> | undefined;
  const parse = fields.map(({ dataTypeID }) => own?.[dataTypeID] ?? parsers[dataTypeID]);
  const value = (text: string | null, i: number) => (text === null ? null : parse[i] ? parse[i](text, fields[i]!.dataTypeID) : text);
  const rows: unknown[] = [];
  for (const message of messages) {
    if (message.name === 'dataRow') {
      const texts = (message as unknown as { fields: (string | null)[] }).fields;
      if (options?.rowMode === 'array') rows.push(texts.map(value));
      else {
        const row: Record<string, unknown> = {};
        texts.forEach((text, i) => (row[fields[i]!.name] = value(text, i)));
        rows.push(row);
      }
    } else if (message.name === 'commandComplete') {
      const parts = (message as unknown as { text: string }).text.split(' ');
      const command = parts[0]!;
      const rowCount = Number.parseInt(parts.at(-1)!, 10);
      const affectedRows = ['INSERT', 'UPDATE', 'DELETE', 'COPY', 'MERGE'].includes(command) ? rowCount : 0;
      return { rows: rows as T[], fields, command, affectedRows, ...(Number.isNaN(rowCount) ? {} : { rowCount }) } as Results<T>;
    }
  }
  return { rows: [], fields: [], affectedRows: 0 };
}
