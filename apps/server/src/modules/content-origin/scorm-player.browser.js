// The SCORM player page's script (decision 0080), run on the content origin, never in the
// portal. It hosts scorm-again's runtime as window.API (1.2) or window.API_1484_11 (2004),
// so the SCO framed below finds it by the standard's discovery walk (its parent chain,
// then its opener) in a window of its own origin. The data model reaches the server only
// as messages to the portal's page, which holds the learner's session and decides.
(function () {
  'use strict';
  var portalOrigin = document.documentElement.getAttribute('data-portal-origin');
  var token = location.pathname.split('/')[3];
  var runtimeBase = '/scorm/runtime/';
  /** Resend a commit the portal has not acknowledged after this long (the same sequence number: kept once). */
  var RESEND_MS = 4000;
  var api = null;
  var facade = null;
  var launch = null;
  var unacked = null;
  var seq = 0;
  var started = false;
  var finished = false;
  var initialized = false;

  function post(message) {
    window.parent.postMessage(message, portalOrigin);
  }
  function fail(reason) {
    post({ type: 'scorm.failed', reason: reason });
  }

  /** The data model as flat strings: scorm-again renders empty lists as objects, which carry nothing. */
  function flatten(data) {
    var flat = {};
    Object.keys(data || {}).forEach(function (name) {
      if (typeof data[name] === 'string') flat[name] = data[name];
    });
    return flat;
  }

  function send(cmi, terminate) {
    if (launch.mode === 'review') return;
    seq += 1;
    var message = { type: 'scorm.commit', sessionId: launch.sessionId, seq: seq, cmi: flatten(cmi), terminate: terminate };
    if (terminate && launch.version === '2004' && api.adl && api.adl.nav) message.navRequest = String(api.adl.nav.request || '_none_');
    unacked = message;
    post(message);
  }

  // Every commit goes to the portal's page; scorm-again answers the SCO at once (a message
  // has no synchronous answer) and the page resends until the portal says it is kept.
  var bridge = {
    processHttpRequest: function (_url, params, _immediate, _log, _listeners, metadata) {
      send(params, Boolean(metadata && metadata.isTerminateCommit));
      return { result: 'true', errorCode: 0 };
    },
    updateSettings: function () {},
  };

  setInterval(function () {
    if (unacked) post(unacked);
  }, RESEND_MS);

  /**
   * SCORM 1.2 leaves calls after LMSFinish undefined and scorm-again lets them through;
   * the player answers them as the 2004 edition does its own: refused, error 101.
   */
  function scorm12Facade(inner) {
    var lastError = null;
    var after = function (name, refused) {
      return function () {
        if (finished) {
          lastError = '101';
          return refused;
        }
        lastError = null;
        return inner[name].apply(inner, arguments);
      };
    };
    return {
      LMSInitialize: after('LMSInitialize', 'false'),
      LMSFinish: function (arg) {
        if (finished) {
          lastError = '101';
          return 'false';
        }
        var result = inner.LMSFinish(arg);
        if (result === 'true') finished = true;
        return result;
      },
      LMSGetValue: after('LMSGetValue', ''),
      LMSSetValue: after('LMSSetValue', 'false'),
      LMSCommit: after('LMSCommit', 'false'),
      LMSGetLastError: function () {
        return lastError || inner.LMSGetLastError();
      },
      LMSGetErrorString: function (code) {
        return inner.LMSGetErrorString(code);
      },
      LMSGetDiagnostic: function (code) {
        return inner.LMSGetDiagnostic(code);
      },
    };
  }

  function start() {
    var settings = {
      autocommit: false,
      lmsCommitUrl: 'portal',
      dataCommitFormat: 'flattened',
      httpService: bridge,
      alwaysSendTotalTime: true,
      logLevel: 5,
    };
    if (launch.version === '1.2') {
      api = new window.Scorm12API(settings);
      api.loadFromFlattenedJSON(launch.cmi, '');
      facade = scorm12Facade(api);
      window.API = facade;
    } else {
      api = new window.Scorm2004API(settings);
      api.loadFromFlattenedJSON(launch.cmi, '');
      guardContainers(api);
      api.on('Terminate', function () {
        finished = true;
      });
      window.API_1484_11 = api;
    }
    api.on(launch.version === '1.2' ? 'LMSInitialize' : 'Initialize', function () {
      initialized = true;
    });
    // Leaving without LMSFinish/Terminate (the tab closed, the learner moved on): what the
    // SCO set since its last commit is sent once more.
    window.addEventListener('pagehide', function () {
      if (initialized && !finished) send(api.renderCommitCMI(false), false);
    });
    var frame = document.getElementById('sco');
    frame.src = location.origin + '/packages/' + token + '/' + launch.launch;
  }

  /**
   * scorm-again 3.4 takes SetValue on a container ("cmi", "cmi.objectives",
   * "cmi.interactions.0"…) as an assignment of the whole object: it answers "true" and every
   * later call fails; GetValue on one answers "[object Object]". ADL's data model test (DMI)
   * sends exactly these: they are answered as the standard says, 401 Undefined Data Model
   * Element (docs/conformance.md).
   */
  function guardContainers(target) {
    ['SetValue', 'GetValue'].forEach(function (method) {
      var original = target[method].bind(target);
      target[method] = function (element, value) {
        if (target.isInitialized() && typeof element === 'string' && isContainer(target, element)) {
          target.throwSCORMError(element, 401, 'The data model element is not defined');
          return method === 'SetValue' ? 'false' : '';
        }
        return original(element, value);
      };
    });
  }

  /** Whether the element names an object of scorm-again's data model, not a value. */
  function isContainer(target, element) {
    if (element === '' || element.indexOf('._') >= 0) return false;
    var node = target;
    var parts = element.split('.');
    for (var i = 0; i < parts.length; i++) {
      if (node === null || typeof node !== 'object') return false;
      try {
        node = /^\d+$/.test(parts[i]) && Array.isArray(node.childArray) ? node.childArray[Number(parts[i])] : node[parts[i]];
      } catch {
        return false; // a write-only element's getter throws: it is a value
      }
    }
    return node !== null && typeof node === 'object';
  }

  /** A launch path inside the package: no scheme, no host, no way up and out. */
  function isInsidePackage(path) {
    if (typeof path !== 'string' || path === '' || /^[a-z][a-z0-9+.-]*:|^[/\\]|\\/i.test(path)) return false;
    var url = new URL(path, location.origin + '/packages/' + token + '/');
    return url.origin === location.origin && url.pathname.indexOf('/packages/' + token + '/') === 0;
  }

  window.addEventListener('message', function (event) {
    if (event.origin !== portalOrigin || event.source !== window.parent) return;
    var data = event.data;
    if (!data || typeof data !== 'object') return;
    if (data.type === 'scorm.ack') {
      if (unacked && data.seq >= unacked.seq) unacked = null;
      return;
    }
    if (data.type !== 'scorm.init' || started) return;
    if ((data.version !== '1.2' && data.version !== '2004') || !isInsidePackage(data.launch) || typeof data.sessionId !== 'string') {
      return fail('badLaunch');
    }
    started = true;
    launch = data;
    var script = document.createElement('script');
    script.src = runtimeBase + (data.version === '1.2' ? 'scorm12.js' : 'scorm2004.js');
    script.onload = function () {
      try {
        start();
      } catch {
        fail('runtime');
      }
    };
    script.onerror = function () {
      fail('runtime');
    };
    document.head.appendChild(script);
  });

  post({ type: 'scorm.ready' });
})();
