declare const passBrand: unique symbol;

/**
 * What a covered change's service takes to run (docs/approvals.md, "the gate"): proof that the approval gate let
 * it through, because no rule holds it or because an approval applies it. Only the gate makes one
 * (server/approval/gate.ts), so a service that changes money, limits, a status or an authorisation cannot be
 * reached by a route, a bulk action, a revert or any later path that skips the gate: such a call does not compile.
 */
export interface GatePass {
  readonly [passBrand]: true;
}

const PASS = Object.freeze({}) as GatePass;

/** The gate's own: handed to a covered change that is free to run. Only the gate calls it (server/approval/gate.ts, and an approval applying a held change). */
export const issuePass = (): GatePass => PASS;
