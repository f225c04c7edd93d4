/**
 * The shop's one retry policy (spec 8.2, 9; docs/decisions/0009). Writes go through the retry
 * machine; reads through the query cache, whose `retry` and `retryDelay` are the functions below.
 * Errors are read structurally (`response.status` and `response.errors` as the commerce client's
 * errors carry them, `status` as the API client's do) so machines stay free of service imports.
 */
// @ts-nocheck
function stryNS_9fa48() {
  var g = typeof globalThis === 'object' && globalThis && globalThis.Math === Math && globalThis || new Function("return this")();
  var ns = g.__stryker__ || (g.__stryker__ = {});
  if (ns.activeMutant === undefined && g.process && g.process.env && g.process.env.__STRYKER_ACTIVE_MUTANT__) {
    ns.activeMutant = g.process.env.__STRYKER_ACTIVE_MUTANT__;
  }
  function retrieveNS() {
    return ns;
  }
  stryNS_9fa48 = retrieveNS;
  return retrieveNS();
}
stryNS_9fa48();
function stryCov_9fa48() {
  var ns = stryNS_9fa48();
  var cov = ns.mutantCoverage || (ns.mutantCoverage = {
    static: {},
    perTest: {}
  });
  function cover() {
    var c = cov.static;
    if (ns.currentTestId) {
      c = cov.perTest[ns.currentTestId] = cov.perTest[ns.currentTestId] || {};
    }
    var a = arguments;
    for (var i = 0; i < a.length; i++) {
      c[a[i]] = (c[a[i]] || 0) + 1;
    }
  }
  stryCov_9fa48 = cover;
  cover.apply(null, arguments);
}
function stryMutAct_9fa48(id) {
  var ns = stryNS_9fa48();
  function isActive(id) {
    if (ns.activeMutant === id) {
      if (ns.hitCount !== void 0 && ++ns.hitCount > ns.hitLimit) {
        throw new Error('Stryker: Hit count limit reached (' + ns.hitCount + ')');
      }
      return true;
    }
    return false;
  }
  stryMutAct_9fa48 = isActive;
  return isActive(id);
}
const MAX_CONFLICT_RETRIES = 2;
const MAX_TRANSIENT_RETRIES = 3;
/** Spec 9: the query cache retries a read three times. */
const MAX_READ_RETRIES = 3;
const TRANSIENT_STATUSES = new Set(stryMutAct_9fa48("0") ? [] : (stryCov_9fa48("0"), [502, 503, 504]));
/** The wait before retry number `n` grows by this much per retry. */
const RETRY_STEP_MS = 200;
export type RetryKind = 'conflict' | 'transient';
type FailureClass = {
  kind: 'conflict';
  currentVersion: number | undefined;
} | {
  kind: 'transient';
} | {
  kind: 'fatal';
};
interface GraphqlErrorLike {
  extensions?: {
    code?: unknown;
    currentVersion?: unknown;
  };
}
interface ErrorLike {
  response?: {
    status?: unknown;
    errors?: unknown;
  };
  status?: unknown;
}
function errorsOf(error: unknown): GraphqlErrorLike[] {
  if (stryMutAct_9fa48("1")) {
    {}
  } else {
    stryCov_9fa48("1");
    const errors = stryMutAct_9fa48("3") ? (error as ErrorLike | null).response?.errors : stryMutAct_9fa48("2") ? (error as ErrorLike | null)?.response.errors : (stryCov_9fa48("2", "3"), (error as ErrorLike | null)?.response?.errors);
    return Array.isArray(errors) ? errors as GraphqlErrorLike[] : stryMutAct_9fa48("4") ? ["Stryker was here"] : (stryCov_9fa48("4"), []);
  }
}
export function classifyFailure(error: unknown): FailureClass {
  if (stryMutAct_9fa48("5")) {
    {}
  } else {
    stryCov_9fa48("5");
    const errors = errorsOf(error);
    const conflict = errors.find(stryMutAct_9fa48("6") ? () => undefined : (stryCov_9fa48("6"), e => stryMutAct_9fa48("9") ? e?.extensions?.code !== 'ConcurrentModification' : stryMutAct_9fa48("8") ? false : stryMutAct_9fa48("7") ? true : (stryCov_9fa48("7", "8", "9"), (stryMutAct_9fa48("11") ? e.extensions?.code : stryMutAct_9fa48("10") ? e?.extensions.code : (stryCov_9fa48("10", "11"), e?.extensions?.code)) === (stryMutAct_9fa48("12") ? "" : (stryCov_9fa48("12"), 'ConcurrentModification')))));
    if (stryMutAct_9fa48("14") ? false : stryMutAct_9fa48("13") ? true : (stryCov_9fa48("13", "14"), conflict)) {
      if (stryMutAct_9fa48("15")) {
        {}
      } else {
        stryCov_9fa48("15");
        const version = stryMutAct_9fa48("16") ? conflict.extensions.currentVersion : (stryCov_9fa48("16"), conflict.extensions?.currentVersion);
        return stryMutAct_9fa48("17") ? {} : (stryCov_9fa48("17"), {
          kind: stryMutAct_9fa48("18") ? "" : (stryCov_9fa48("18"), 'conflict'),
          currentVersion: (stryMutAct_9fa48("21") ? typeof version !== 'number' : stryMutAct_9fa48("20") ? false : stryMutAct_9fa48("19") ? true : (stryCov_9fa48("19", "20", "21"), typeof version === (stryMutAct_9fa48("22") ? "" : (stryCov_9fa48("22"), 'number')))) ? version : undefined
        });
      }
    }
    const status = stryMutAct_9fa48("24") ? (error as ErrorLike | null).response?.status : stryMutAct_9fa48("23") ? (error as ErrorLike | null)?.response.status : (stryCov_9fa48("23", "24"), (error as ErrorLike | null)?.response?.status);
    if (stryMutAct_9fa48("27") ? typeof status === 'number' && TRANSIENT_STATUSES.has(status) || errors.length > 0 : stryMutAct_9fa48("26") ? false : stryMutAct_9fa48("25") ? true : (stryCov_9fa48("25", "26", "27"), (stryMutAct_9fa48("29") ? typeof status === 'number' || TRANSIENT_STATUSES.has(status) : stryMutAct_9fa48("28") ? true : (stryCov_9fa48("28", "29"), (stryMutAct_9fa48("31") ? typeof status !== 'number' : stryMutAct_9fa48("30") ? true : (stryCov_9fa48("30", "31"), typeof status === (stryMutAct_9fa48("32") ? "" : (stryCov_9fa48("32"), 'number')))) && TRANSIENT_STATUSES.has(status))) && (stryMutAct_9fa48("35") ? errors.length <= 0 : stryMutAct_9fa48("34") ? errors.length >= 0 : stryMutAct_9fa48("33") ? true : (stryCov_9fa48("33", "34", "35"), errors.length > 0)))) return stryMutAct_9fa48("36") ? {} : (stryCov_9fa48("36"), {
      kind: stryMutAct_9fa48("37") ? "" : (stryCov_9fa48("37"), 'transient')
    });
    return stryMutAct_9fa48("38") ? {} : (stryCov_9fa48("38"), {
      kind: stryMutAct_9fa48("39") ? "" : (stryCov_9fa48("39"), 'fatal')
    });
  }
}
export const retryBudget: Record<RetryKind, number> = stryMutAct_9fa48("40") ? {} : (stryCov_9fa48("40"), {
  conflict: MAX_CONFLICT_RETRIES,
  transient: MAX_TRANSIENT_RETRIES
});

/** The wait before retry number `retry` (1, 2, 3 …), for writes and reads alike. */
export const retryDelayMs = stryMutAct_9fa48("41") ? () => undefined : (stryCov_9fa48("41"), (() => {
  const retryDelayMs = (retry: number): number => stryMutAct_9fa48("42") ? RETRY_STEP_MS / Math.max(1, retry) : (stryCov_9fa48("42"), RETRY_STEP_MS * (stryMutAct_9fa48("43") ? Math.min(1, retry) : (stryCov_9fa48("43"), Math.max(1, retry))));
  return retryDelayMs;
})());

/** An HTTP status of the client's own making (4xx): the server has answered, and asking again changes nothing. */
function isAnswer(error: unknown): boolean {
  if (stryMutAct_9fa48("44")) {
    {}
  } else {
    stryCov_9fa48("44");
    const failure = error as ErrorLike | null;
    const status = stryMutAct_9fa48("45") ? failure?.response?.status && failure?.status : (stryCov_9fa48("45"), (stryMutAct_9fa48("47") ? failure.response?.status : stryMutAct_9fa48("46") ? failure?.response.status : (stryCov_9fa48("46", "47"), failure?.response?.status)) ?? (stryMutAct_9fa48("48") ? failure.status : (stryCov_9fa48("48"), failure?.status)));
    return stryMutAct_9fa48("51") ? typeof status === 'number' && status >= 400 || status < 500 : stryMutAct_9fa48("50") ? false : stryMutAct_9fa48("49") ? true : (stryCov_9fa48("49", "50", "51"), (stryMutAct_9fa48("53") ? typeof status === 'number' || status >= 400 : stryMutAct_9fa48("52") ? true : (stryCov_9fa48("52", "53"), (stryMutAct_9fa48("55") ? typeof status !== 'number' : stryMutAct_9fa48("54") ? true : (stryCov_9fa48("54", "55"), typeof status === (stryMutAct_9fa48("56") ? "" : (stryCov_9fa48("56"), 'number')))) && (stryMutAct_9fa48("59") ? status < 400 : stryMutAct_9fa48("58") ? status > 400 : stryMutAct_9fa48("57") ? true : (stryCov_9fa48("57", "58", "59"), status >= 400)))) && (stryMutAct_9fa48("62") ? status >= 500 : stryMutAct_9fa48("61") ? status <= 500 : stryMutAct_9fa48("60") ? true : (stryCov_9fa48("60", "61", "62"), status < 500)));
  }
}

/**
 * Whether a failed read is asked again (React Query's `retry`): up to three times, unless the
 * server answered (a 4xx such as a missing product). A read changes nothing, so a 500 or a lost
 * connection is worth another try, which a write (the retry machine) is not.
 */
export const shouldRetryRead = stryMutAct_9fa48("63") ? () => undefined : (stryCov_9fa48("63"), (() => {
  const shouldRetryRead = (failureCount: number, error: unknown): boolean => stryMutAct_9fa48("66") ? failureCount < MAX_READ_RETRIES || !isAnswer(error) : stryMutAct_9fa48("65") ? false : stryMutAct_9fa48("64") ? true : (stryCov_9fa48("64", "65", "66"), (stryMutAct_9fa48("69") ? failureCount >= MAX_READ_RETRIES : stryMutAct_9fa48("68") ? failureCount <= MAX_READ_RETRIES : stryMutAct_9fa48("67") ? true : (stryCov_9fa48("67", "68", "69"), failureCount < MAX_READ_RETRIES)) && (stryMutAct_9fa48("70") ? isAnswer(error) : (stryCov_9fa48("70"), !isAnswer(error))));
  return shouldRetryRead;
})());

/** React Query's `retryDelay`: it counts failures from 0, the policy counts retries from 1. */
export const readRetryDelay = stryMutAct_9fa48("71") ? () => undefined : (stryCov_9fa48("71"), (() => {
  const readRetryDelay = (failureCount: number): number => retryDelayMs(stryMutAct_9fa48("72") ? failureCount - 1 : (stryCov_9fa48("72"), failureCount + 1));
  return readRetryDelay;
})());