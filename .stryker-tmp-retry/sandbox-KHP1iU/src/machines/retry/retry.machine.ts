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
import { assign, fromPromise, setup } from 'xstate';
import { classifyFailure, retryBudget, retryDelayMs, type RetryKind } from './retry-policy';
export interface RetryAttemptInput {
  /** The resource version to send; replaced by `currentVersion` after a conflict. */
  version: number | undefined;
}
interface RetryInput {
  version?: number;
}
export type RetryOutput = {
  ok: true;
  data: unknown;
  attempts: number;
} | {
  ok: false;
  error: unknown;
  attempts: number;
};
interface RetryContext {
  version: number | undefined;
  retries: Record<RetryKind, number>;
  attempts: number;
  data: unknown;
  error: unknown;
}

/**
 * The one retry policy of spec 8.2: a conflicting write is retried with the platform's
 * `currentVersion` at most twice, a 502/503/504 with errors at most three times.
 */
export const retryMachine = setup(stryMutAct_9fa48("73") ? {} : (stryCov_9fa48("73"), {
  types: stryMutAct_9fa48("74") ? {} : (stryCov_9fa48("74"), {
    context: {} as RetryContext,
    input: {} as RetryInput,
    output: {} as RetryOutput
  }),
  actors: stryMutAct_9fa48("75") ? {} : (stryCov_9fa48("75"), {
    attempt: fromPromise<unknown, RetryAttemptInput>(async () => {
      if (stryMutAct_9fa48("76")) {
        {}
      } else {
        stryCov_9fa48("76");
        throw new Error(stryMutAct_9fa48("77") ? "" : (stryCov_9fa48("77"), 'attempt actor not provided'));
      }
    })
  }),
  guards: stryMutAct_9fa48("78") ? {} : (stryCov_9fa48("78"), {
    canRetry: ({
      context
    }, params: {
      error: unknown;
    }) => {
      if (stryMutAct_9fa48("79")) {
        {}
      } else {
        stryCov_9fa48("79");
        const failure = classifyFailure(params.error);
        return stryMutAct_9fa48("82") ? failure.kind !== 'fatal' || context.retries[failure.kind] < retryBudget[failure.kind] : stryMutAct_9fa48("81") ? false : stryMutAct_9fa48("80") ? true : (stryCov_9fa48("80", "81", "82"), (stryMutAct_9fa48("84") ? failure.kind === 'fatal' : stryMutAct_9fa48("83") ? true : (stryCov_9fa48("83", "84"), failure.kind !== (stryMutAct_9fa48("85") ? "" : (stryCov_9fa48("85"), 'fatal')))) && (stryMutAct_9fa48("88") ? context.retries[failure.kind] >= retryBudget[failure.kind] : stryMutAct_9fa48("87") ? context.retries[failure.kind] <= retryBudget[failure.kind] : stryMutAct_9fa48("86") ? true : (stryCov_9fa48("86", "87", "88"), context.retries[failure.kind] < retryBudget[failure.kind])));
      }
    }
  }),
  actions: stryMutAct_9fa48("89") ? {} : (stryCov_9fa48("89"), {
    recordRetry: assign(({
      context
    }, params: {
      error: unknown;
    }) => {
      if (stryMutAct_9fa48("90")) {
        {}
      } else {
        stryCov_9fa48("90");
        const failure = classifyFailure(params.error);
        if (stryMutAct_9fa48("93") ? failure.kind !== 'fatal' : stryMutAct_9fa48("92") ? false : stryMutAct_9fa48("91") ? true : (stryCov_9fa48("91", "92", "93"), failure.kind === (stryMutAct_9fa48("94") ? "" : (stryCov_9fa48("94"), 'fatal')))) return {};
        return stryMutAct_9fa48("95") ? {} : (stryCov_9fa48("95"), {
          retries: stryMutAct_9fa48("96") ? {} : (stryCov_9fa48("96"), {
            ...context.retries,
            [failure.kind]: stryMutAct_9fa48("97") ? context.retries[failure.kind] - 1 : (stryCov_9fa48("97"), context.retries[failure.kind] + 1)
          }),
          version: (stryMutAct_9fa48("100") ? failure.kind !== 'conflict' : stryMutAct_9fa48("99") ? false : stryMutAct_9fa48("98") ? true : (stryCov_9fa48("98", "99", "100"), failure.kind === (stryMutAct_9fa48("101") ? "" : (stryCov_9fa48("101"), 'conflict')))) ? stryMutAct_9fa48("102") ? failure.currentVersion && context.version : (stryCov_9fa48("102"), failure.currentVersion ?? context.version) : context.version
        });
      }
    })
  }),
  delays: stryMutAct_9fa48("103") ? {} : (stryCov_9fa48("103"), {
    retryDelay: stryMutAct_9fa48("104") ? () => undefined : (stryCov_9fa48("104"), ({
      context
    }) => retryDelayMs(stryMutAct_9fa48("105") ? context.retries.conflict - context.retries.transient : (stryCov_9fa48("105"), context.retries.conflict + context.retries.transient)))
  })
})).createMachine(stryMutAct_9fa48("106") ? {} : (stryCov_9fa48("106"), {
  id: stryMutAct_9fa48("107") ? "" : (stryCov_9fa48("107"), 'retry'),
  context: stryMutAct_9fa48("108") ? () => undefined : (stryCov_9fa48("108"), ({
    input
  }) => stryMutAct_9fa48("109") ? {} : (stryCov_9fa48("109"), {
    version: input.version,
    retries: stryMutAct_9fa48("110") ? {} : (stryCov_9fa48("110"), {
      conflict: 0,
      transient: 0
    }),
    attempts: 0,
    data: undefined,
    error: undefined
  })),
  initial: stryMutAct_9fa48("111") ? "" : (stryCov_9fa48("111"), 'attempting'),
  states: stryMutAct_9fa48("112") ? {} : (stryCov_9fa48("112"), {
    attempting: stryMutAct_9fa48("113") ? {} : (stryCov_9fa48("113"), {
      entry: assign(stryMutAct_9fa48("114") ? {} : (stryCov_9fa48("114"), {
        attempts: stryMutAct_9fa48("115") ? () => undefined : (stryCov_9fa48("115"), ({
          context
        }) => stryMutAct_9fa48("116") ? context.attempts - 1 : (stryCov_9fa48("116"), context.attempts + 1))
      })),
      invoke: stryMutAct_9fa48("117") ? {} : (stryCov_9fa48("117"), {
        id: stryMutAct_9fa48("118") ? "" : (stryCov_9fa48("118"), 'attempt'),
        src: stryMutAct_9fa48("119") ? "" : (stryCov_9fa48("119"), 'attempt'),
        input: stryMutAct_9fa48("120") ? () => undefined : (stryCov_9fa48("120"), ({
          context
        }) => stryMutAct_9fa48("121") ? {} : (stryCov_9fa48("121"), {
          version: context.version
        })),
        onDone: stryMutAct_9fa48("122") ? {} : (stryCov_9fa48("122"), {
          target: stryMutAct_9fa48("123") ? "" : (stryCov_9fa48("123"), 'succeeded'),
          actions: assign(stryMutAct_9fa48("124") ? {} : (stryCov_9fa48("124"), {
            data: stryMutAct_9fa48("125") ? () => undefined : (stryCov_9fa48("125"), ({
              event
            }) => event.output)
          }))
        }),
        onError: stryMutAct_9fa48("126") ? [] : (stryCov_9fa48("126"), [stryMutAct_9fa48("127") ? {} : (stryCov_9fa48("127"), {
          guard: stryMutAct_9fa48("128") ? {} : (stryCov_9fa48("128"), {
            type: stryMutAct_9fa48("129") ? "" : (stryCov_9fa48("129"), 'canRetry'),
            params: stryMutAct_9fa48("130") ? () => undefined : (stryCov_9fa48("130"), ({
              event
            }) => stryMutAct_9fa48("131") ? {} : (stryCov_9fa48("131"), {
              error: event.error
            }))
          }),
          target: stryMutAct_9fa48("132") ? "" : (stryCov_9fa48("132"), 'waiting'),
          actions: stryMutAct_9fa48("133") ? {} : (stryCov_9fa48("133"), {
            type: stryMutAct_9fa48("134") ? "" : (stryCov_9fa48("134"), 'recordRetry'),
            params: stryMutAct_9fa48("135") ? () => undefined : (stryCov_9fa48("135"), ({
              event
            }) => stryMutAct_9fa48("136") ? {} : (stryCov_9fa48("136"), {
              error: event.error
            }))
          })
        }), stryMutAct_9fa48("137") ? {} : (stryCov_9fa48("137"), {
          target: stryMutAct_9fa48("138") ? "" : (stryCov_9fa48("138"), 'failed'),
          actions: assign(stryMutAct_9fa48("139") ? {} : (stryCov_9fa48("139"), {
            error: stryMutAct_9fa48("140") ? () => undefined : (stryCov_9fa48("140"), ({
              event
            }) => event.error)
          }))
        })])
      })
    }),
    waiting: stryMutAct_9fa48("141") ? {} : (stryCov_9fa48("141"), {
      after: stryMutAct_9fa48("142") ? {} : (stryCov_9fa48("142"), {
        retryDelay: stryMutAct_9fa48("143") ? "" : (stryCov_9fa48("143"), 'attempting')
      })
    }),
    succeeded: stryMutAct_9fa48("144") ? {} : (stryCov_9fa48("144"), {
      type: stryMutAct_9fa48("145") ? "" : (stryCov_9fa48("145"), 'final')
    }),
    failed: stryMutAct_9fa48("146") ? {} : (stryCov_9fa48("146"), {
      type: stryMutAct_9fa48("147") ? "" : (stryCov_9fa48("147"), 'final')
    })
  }),
  output: stryMutAct_9fa48("148") ? () => undefined : (stryCov_9fa48("148"), ({
    context
  }): RetryOutput => (stryMutAct_9fa48("151") ? context.error !== undefined : stryMutAct_9fa48("150") ? false : stryMutAct_9fa48("149") ? true : (stryCov_9fa48("149", "150", "151"), context.error === undefined)) ? stryMutAct_9fa48("152") ? {} : (stryCov_9fa48("152"), {
    ok: stryMutAct_9fa48("153") ? false : (stryCov_9fa48("153"), true),
    data: context.data,
    attempts: context.attempts
  }) : stryMutAct_9fa48("154") ? {} : (stryCov_9fa48("154"), {
    ok: stryMutAct_9fa48("155") ? true : (stryCov_9fa48("155"), false),
    error: context.error,
    attempts: context.attempts
  }))
}));