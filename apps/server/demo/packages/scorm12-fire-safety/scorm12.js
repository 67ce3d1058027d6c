/*
 * The SCO's SCORM 1.2 tracker, written the way authoring tools' players use the API
 * (Articulate, iSpring): find `API`, LMSInitialize, resume from cmi.core.entry /
 * lesson_location / suspend_data, commit on every page, record the quiz as interactions,
 * and on leaving set session_time and exit, then LMSFinish.
 */
(function () {
  'use strict';

  var api = null;
  var startedAt = Date.now();
  var finished = false;
  var status = 'not attempted';

  function get(name) {
    var value = api.LMSGetValue(name);
    return checked(name, value);
  }
  function set(name, value) {
    api.LMSSetValue(name, String(value));
    checked(name, value);
  }
  /** LMSGetLastError after each call, as the wrappers do: a failure is logged, never thrown at the learner. */
  function checked(name, value) {
    var code = String(api.LMSGetLastError());
    if (code !== '0' && window.console) console.warn('SCORM 1.2 ' + name + ': error ' + code + ' ' + api.LMSGetErrorString(code));
    return code === '0' ? value : '';
  }
  function commit() {
    if (api && !finished) api.LMSCommit('');
  }

  /** CMITimespan, HHHH:MM:SS.SS. */
  function timespan(ms) {
    var centis = Math.round(ms / 10);
    var h = Math.floor(centis / 360000);
    var m = Math.floor((centis % 360000) / 6000);
    var s = (centis % 6000) / 100;
    function pad(n, w) {
      var text = String(n);
      while (text.length < w) text = '0' + text;
      return text;
    }
    return pad(h, 4) + ':' + pad(m, 2) + ':' + pad(s.toFixed(2), 5);
  }
  /** CMITime of the interaction, HH:MM:SS. */
  function clock(date) {
    return date.toTimeString().slice(0, 8);
  }

  var tracker = {
    begin: function () {
      api = window.CoursePlayer.findApi('API');
      if (!api)
        return {
          ok: false,
          message:
            'This course could not find its learning system, so your progress will not be saved. Open it from your course page to have it recorded.',
          page: 0,
        };
      if (String(api.LMSInitialize('')) !== 'true') {
        var code = api.LMSGetLastError();
        api = null;
        return {
          ok: false,
          message: 'Your learning system did not start this course (error ' + code + '). Your progress will not be saved.',
          page: 0,
        };
      }
      status = get('cmi.core.lesson_status');
      if (status === 'not attempted' || status === '') {
        status = 'incomplete';
        set('cmi.core.lesson_status', status);
      }
      return window.CoursePlayer.resume(get('cmi.core.entry') === 'resume', get('cmi.core.lesson_location'), get('cmi.suspend_data'));
    },
    page: function (index, total, data) {
      if (!api) return;
      set('cmi.core.lesson_location', index + 1);
      set('cmi.suspend_data', JSON.stringify(data));
      commit();
    },
    quiz: function (results, score, data) {
      if (!api) return { passed: null };
      var base = Number(get('cmi.interactions._count')) || 0;
      results.forEach(function (r, i) {
        var n = 'cmi.interactions.' + (base + i) + '.';
        set(n + 'id', r.id);
        set(n + 'type', r.type);
        if (r.objective) set(n + 'objectives.0.id', r.objective);
        set(n + 'time', clock(new Date()));
        set(n + 'weighting', 1);
        set(n + 'student_response', r.response);
        set(n + 'correct_responses.0.pattern', r.correct);
        set(n + 'result', r.ok ? 'correct' : 'wrong');
        set(n + 'latency', timespan(r.seconds * 1000));
      });
      set('cmi.core.score.min', score.min);
      set('cmi.core.score.max', score.max);
      set('cmi.core.score.raw', score.raw);
      var mastery = get('cmi.student_data.mastery_score');
      var passed = null;
      if (mastery !== '' && !isNaN(Number(mastery))) {
        passed = score.raw >= Number(mastery);
        status = passed ? 'passed' : 'failed';
      } else status = 'completed';
      set('cmi.core.lesson_status', status);
      set('cmi.suspend_data', JSON.stringify(data));
      commit();
      return { passed: passed };
    },
    leave: function () {
      if (!api || finished) return;
      set('cmi.core.session_time', timespan(Date.now() - startedAt));
      set('cmi.core.exit', status === 'passed' || status === 'completed' ? '' : 'suspend');
      api.LMSCommit('');
      api.LMSFinish('');
      finished = true;
    },
  };

  window.CoursePlayer.start(tracker);
})();
