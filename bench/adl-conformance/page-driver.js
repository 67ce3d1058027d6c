// Injected into the frame that holds the SCORM 2004 API (plain browser JavaScript, no
// build step, so any target's frame can take it with addScriptTag).
//
// Plays one run's commands against window.API_1484_11 as ADL's applet did through the
// SCO page (Command.evaluate): each call, then GetLastError(); "&id&" in an element is
// first resolved to the index of the objective (or adl.data store) with that id by
// reading _count and the ids, as Command.findObjective / findData do.
(() => {
  /** @param {Array<Record<string, any>>} commands */
  function play(commands) {
    const api = /** @type {any} */ (window).API_1484_11;
    if (!api) return commands.map(() => ({ failure: 'no API_1484_11 object in the frame' }));
    const get = (/** @type {string} */ element) => String(api.GetValue(element));
    const findIndex = (/** @type {string} */ collection, /** @type {string} */ id) => {
      const count = Number(get(`${collection}._count`)) || 0;
      for (let i = 0; i < count; i++) if (get(`${collection}.${i}.id`) === id) return i;
      return -1;
    };
    return commands.map((command) => {
      if (command.kind === 'compareObjectiveIds') {
        const count = Number(get('cmi.objectives._count')) || 0;
        return { objectiveIds: Array.from({ length: count }, (_, i) => get(`cmi.objectives.${i}.id`)) };
      }
      let element = String(command.element);
      if (element.includes('&')) {
        const [before = '', id = '', after = ''] = element.split('&');
        const collection = before.includes('data') ? 'adl.data' : before.includes('objective') ? 'cmi.objectives' : '';
        if (collection) {
          const index = findIndex(collection, id);
          if (index === -1) return { failure: `no ${collection} entry with the id "${id}"` };
          element = `${before}${index}${after}`;
        }
      }
      const args = command.method === 'GetLastError' ? [] : command.method === 'SetValue' ? [element, command.value ?? ''] : [element];
      try {
        const returned = String(api[command.method](...args));
        return { returned, errorCode: String(api.GetLastError()), element };
      } catch (error) {
        return { failure: `${command.method} threw ${String(error)}` };
      }
    });
  }
  /** @type {any} */ (window).__adlConformance = { play };
})();
