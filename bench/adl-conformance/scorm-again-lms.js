// The smallest LMS around scorm-again's Scorm2004API for the conformance run (plain
// browser JavaScript, injected after scorm-again's scorm2004.js). Per launch a fresh API
// object, initialised from the manifest as an LMS does (RTE 4.2: learner, launch_data,
// completion_threshold, scaled_passing_score, max_time_allowed, time_limit_action,
// objective ids, adl.data maps); between launches it keeps what an LMS keeps: the
// activity's data when it exited with "suspend" or the learner suspended all (then
// cmi.entry = "resume", cmi.total_time = the attempt's sessions so far), and the shared
// data stores (adl.data): global to the system, or to the attempt on the course when the
// organization says sharedDataGlobalToSystem="false" (CAM 3.4.1.8). As ADL's reference LMS
// does, a store set to "" is kept as not set (the DDM test case expects 403 after it).
(() => {
  const KEPT =
    /^cmi\.(location|suspend_data|completion_status|success_status|progress_measure|score\.|objectives\.|interactions\.|comments_from_learner\.|learner_preference\.)/;
  /** @type {Record<string, Record<string, string>>} */
  const storesByPackage = {};
  /** @type {Record<string, Record<string, string>>} */
  const suspended = {};
  /** @type {Record<string, number>} */
  const totalTime = {};
  /** @type {any} */
  let current = null;

  /** @param {Record<string, any>} launch */
  function launch(launch) {
    const win = /** @type {any} */ (window);
    const api = new win.Scorm2004API({ logLevel: 5, autocommit: false, lmsCommitUrl: false });
    const key = `${launch.packageName}/${launch.itemId}`;
    const resume = suspended[key];
    delete suspended[key];
    if (resume) api.loadFromFlattenedJSON(resume);
    const cmi = api.cmi;
    cmi.learner_id = launch.learnerId;
    cmi.learner_name = launch.learnerName;
    cmi.entry = resume ? 'resume' : 'ab-initio';
    if (launch.launchData !== undefined) cmi.launch_data = launch.launchData;
    if (launch.completionThreshold !== undefined) cmi.completion_threshold = launch.completionThreshold;
    if (launch.scaledPassingScore !== undefined) cmi.scaled_passing_score = launch.scaledPassingScore;
    if (launch.maxTimeAllowed !== undefined) cmi.max_time_allowed = launch.maxTimeAllowed;
    cmi.time_limit_action = launch.timeLimitAction ?? 'continue,no message';
    if (resume && totalTime[key]) cmi.total_time = toDuration(totalTime[key]);
    if (!resume) {
      launch.objectiveIds.forEach((/** @type {string} */ id, /** @type {number} */ i) =>
        api.loadFromFlattenedJSON({ [`cmi.objectives.${i}.id`]: id }),
      );
    }
    const scope = launch.sharedDataGlobalToSystem ? '(system)' : launch.packageName;
    api.adl.restoreSharedDataSnapshot({ ...(storesByPackage[scope] ?? {}) });
    api.adl.configureSharedDataMaps(launch.sharedData);
    if (launch.guardRoot) guardRoot(api);
    // cmi.exit is write-only: the LMS learns it as the SCO sets it.
    const state = {
      api,
      key,
      packageName: launch.packageName,
      scope,
      exit: '',
      navRequest: '',
      sessionTime: '',
      previousTotal: resume ? (totalTime[key] ?? 0) : 0,
    };
    api.on('SetValue.cmi.exit', (/** @type {string} */ _element, /** @type {string} */ value) => {
      state.exit = value;
    });
    api.on('SetValue.cmi.session_time', (/** @type {string} */ _element, /** @type {string} */ value) => {
      state.sessionTime = value;
    });
    api.on('SetValue.adl.nav.request', (/** @type {string} */ _element, /** @type {string} */ value) => {
      state.navRequest = value;
    });
    win.API_1484_11 = api;
    current = state;
  }

  /**
   * scorm-again 3.4 takes SetValue on a container element ("cmi", "cmi.objectives",
   * "cmi.interactions.0"…) as an assignment of that whole object: it returns "true", and
   * every later call fails or throws; GetValue on one returns "[object Object]". The guard
   * answers such an element as the standard says (401, Undefined Data Model Element) —
   * what the portal's bridge must do in front of scorm-again.
   * @param {any} api
   */
  function guardRoot(api) {
    for (const method of ['SetValue', 'GetValue']) {
      const original = api[method].bind(api);
      api[method] = (/** @type {string} */ element, /** @type {string} */ value) => {
        if (api.isInitialized() && typeof element === 'string' && isContainer(api, element)) {
          api.throwSCORMError(element, 401, 'The data model element is not defined');
          return method === 'SetValue' ? 'false' : '';
        }
        return original(element, value);
      };
    }
  }

  /** Whether the element names an object of scorm-again's data model, not a value. */
  function isContainer(/** @type {any} */ api, /** @type {string} */ element) {
    if (element === '' || element.includes('._')) return false;
    /** @type {any} */
    let node = api;
    for (const part of element.split('.')) {
      if (node === null || typeof node !== 'object') return false;
      try {
        node = /^\d+$/.test(part) && Array.isArray(node.childArray) ? node.childArray[Number(part)] : node[part];
      } catch {
        return false; // a write-only element's getter throws: it is a value
      }
    }
    return node !== null && typeof node === 'object';
  }

  /** After the SCO's Terminate: keep what the LMS keeps. */
  function finish() {
    if (!current) return;
    const { api, key, packageName, scope, exit, navRequest, sessionTime, previousTotal } = current;
    current = null;
    /** @type {any} */ (window).API_1484_11 = undefined;
    const written = Object.entries(api.adl.captureWritableSharedDataSnapshot());
    const stores = { ...storesByPackage[scope] };
    for (const [targetID, value] of written) {
      if (value === '') delete stores[targetID];
      else stores[targetID] = value;
    }
    storesByPackage[scope] = stores;
    if (navRequest === 'exitAll' || navRequest === 'abandonAll' || exit === 'logout') {
      // The attempt on the course ends: its suspended activities, and shared data scoped to it, go.
      if (scope === packageName) delete storesByPackage[scope];
      for (const name of Object.keys(suspended)) if (name.startsWith(`${packageName}/`)) delete suspended[name];
      return;
    }
    if (exit === 'suspend' || navRequest === 'suspendAll') {
      const flat = api.renderCMIToJSONObject ? flatten(api.renderCMIToJSONObject()) : {};
      suspended[key] = Object.fromEntries(Object.entries(flat).filter(([name, value]) => KEPT.test(name) && value !== ''));
      totalTime[key] = previousTotal + seconds(sessionTime);
    }
  }

  /** ISO 8601 duration → seconds (years 365 days, months 30); 0 when unreadable. */
  function seconds(/** @type {string} */ value) {
    const match = /^P(?:(\d+)Y)?(?:(\d+)M)?(?:(\d+)D)?(?:T(?:(\d+)H)?(?:(\d+)M)?(?:(\d+(?:\.\d+)?)S)?)?$/.exec(value);
    if (!match) return 0;
    const [y, mo, d, h, mi, s] = match.slice(1).map((part) => Number(part ?? 0));
    return (((y * 365 + mo * 30 + d) * 24 + h) * 60 + mi) * 60 + s;
  }

  function toDuration(/** @type {number} */ total) {
    const h = Math.floor(total / 3600);
    const m = Math.floor((total % 3600) / 60);
    const s = Math.round((total % 60) * 100) / 100;
    return `PT${h}H${m}M${s}S`;
  }

  /** @param {any} value @param {string} prefix @param {Record<string, string>} out */
  function flatten(value, prefix = '', out = {}) {
    if (value === null || value === undefined) return out;
    if (typeof value !== 'object') {
      out[prefix] = String(value);
      return out;
    }
    for (const [key, child] of Object.entries(value)) {
      if (key.startsWith('_')) continue;
      flatten(child, prefix ? `${prefix}.${key}` : key, out);
    }
    return out;
  }

  /** @type {any} */ (window).__lms = { launch, finish };
})();
