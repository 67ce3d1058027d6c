/*
 * The SCOs' SCORM 2004 (4th edition) tracker, written the way authoring tools' players use
 * API_1484_11: Initialize, resume from cmi.entry / cmi.location / cmi.suspend_data, report
 * progress_measure and completion per page, objectives and interactions for the quiz, success
 * against cmi.scaled_passing_score (the manifest's minNormalizedMeasure), and leave through a
 * navigation request (adl.nav.request continue / previous) before Terminate.
 *
 * The page's <body> says what this SCO is: data-objective (the lesson's objective id) or
 * data-kind="quiz".
 */
(function () {
  'use strict';

  var api = null;
  var startedAt = Date.now();
  var finished = false;
  var body = document.body;
  var isQuiz = body.getAttribute('data-kind') === 'quiz';
  var completion = 'unknown';
  var success = 'unknown';

  function get(name) {
    var value = api.GetValue(name);
    return checked(name, value);
  }
  function set(name, value) {
    api.SetValue(name, String(value));
    checked(name, value);
  }
  function checked(name, value) {
    var code = String(api.GetLastError());
    // 403 is "not initialized": an element the LMS has no value for yet, which SCOs read to find out.
    if (code !== '0' && code !== '403' && window.console)
      console.warn('SCORM 2004 ' + name + ': error ' + code + ' ' + api.GetErrorString(code));
    return code === '0' ? value : '';
  }

  /** ISO 8601 duration, as cmi.session_time and latency take it: PT1H2M3.45S. */
  function duration(ms) {
    var centis = Math.round(ms / 10);
    var h = Math.floor(centis / 360000);
    var m = Math.floor((centis % 360000) / 6000);
    var s = (centis % 6000) / 100;
    return 'PT' + (h ? h + 'H' : '') + (m ? m + 'M' : '') + s + 'S';
  }

  /** The index of the objective with this id, added when the LMS does not have it yet. */
  function objectiveIndex(id) {
    var count = Number(get('cmi.objectives._count')) || 0;
    for (var i = 0; i < count; i += 1) if (get('cmi.objectives.' + i + '.id') === id) return i;
    set('cmi.objectives.' + count + '.id', id);
    return count;
  }

  function say(text) {
    var notice = document.getElementById('notice');
    notice.textContent = text;
    notice.hidden = false;
    notice.className = 'notice';
  }

  function finish() {
    if (!api || finished) return;
    set('cmi.session_time', duration(Date.now() - startedAt));
    var done = completion === 'completed' && (!isQuiz || success === 'passed');
    set('cmi.exit', done ? 'normal' : 'suspend');
    api.Commit('');
    api.Terminate('');
    finished = true;
  }

  /** A navigation request, asked for only when the LMS says it is valid now. */
  function request(name, label) {
    if (!api || get('adl.nav.request_valid.' + name) === 'false') return undefined;
    return {
      label: label,
      go: function () {
        // Asked again on the click: what the LMS allows can change while the learner reads (after completion, say).
        if (finished || get('adl.nav.request_valid.' + name) === 'false') {
          say('Use the course menu to choose where to go next.');
          return;
        }
        set('adl.nav.request', name);
        finish();
        say('Opening the ' + (name === 'continue' ? 'next' : 'previous') + ' part of the course…');
      },
    };
  }

  var tracker = {
    begin: function () {
      api = window.CoursePlayer.findApi('API_1484_11');
      if (!api)
        return {
          ok: false,
          message:
            'This course could not find its learning system, so your progress will not be saved. Open it from your course page to have it recorded.',
          page: 0,
        };
      if (String(api.Initialize('')) !== 'true') {
        var code = api.GetLastError();
        api = null;
        return {
          ok: false,
          message: 'Your learning system did not start this part of the course (error ' + code + '). Your progress will not be saved.',
          page: 0,
        };
      }
      completion = get('cmi.completion_status') || 'unknown';
      success = get('cmi.success_status') || 'unknown';
      if (completion === 'unknown' || completion === 'not attempted') {
        completion = 'incomplete';
        set('cmi.completion_status', completion);
      }
      tracker.exits = { next: request('continue', 'Continue'), previous: request('previous', 'Back') };
      return window.CoursePlayer.resume(get('cmi.entry') === 'resume', get('cmi.location'), get('cmi.suspend_data'));
    },
    page: function (index, total, data) {
      if (!api) return;
      var seen = data.v.split('').filter(function (c) {
        return c === '1';
      }).length;
      var measure = Math.round((seen / total) * 100) / 100;
      set('cmi.location', index + 1);
      set('cmi.suspend_data', JSON.stringify(data));
      set('cmi.progress_measure', measure);
      if (!isQuiz) {
        var n = 'cmi.objectives.' + objectiveIndex(body.getAttribute('data-objective')) + '.';
        set(n + 'progress_measure', measure);
        if (seen === total) {
          completion = 'completed';
          set('cmi.completion_status', completion);
          set(n + 'completion_status', 'completed');
        }
      }
      api.Commit('');
    },
    quiz: function (results, score, data) {
      if (!api) return { passed: null };
      var base = Number(get('cmi.interactions._count')) || 0;
      var byObjective = {};
      results.forEach(function (r, i) {
        var n = 'cmi.interactions.' + (base + i) + '.';
        set(n + 'id', r.id);
        set(n + 'type', r.type);
        set(n + 'description', r.text);
        set(n + 'objectives.0.id', r.objective);
        set(n + 'timestamp', new Date().toISOString().slice(0, 19));
        set(n + 'weighting', 1);
        set(n + 'correct_responses.0.pattern', r.correct);
        set(n + 'learner_response', r.response);
        set(n + 'result', r.ok ? 'correct' : 'incorrect');
        set(n + 'latency', duration(r.seconds * 1000));
        var tally = byObjective[r.objective] || (byObjective[r.objective] = { right: 0, of: 0 });
        tally.of += 1;
        if (r.ok) tally.right += 1;
      });
      var threshold = get('cmi.scaled_passing_score');
      var passing = threshold === '' ? 0.8 : Number(threshold);
      Object.keys(byObjective).forEach(function (id) {
        var t = byObjective[id];
        var n = 'cmi.objectives.' + objectiveIndex(id) + '.';
        var scaled = Math.round((t.right / t.of) * 100) / 100;
        set(n + 'score.scaled', scaled);
        set(n + 'success_status', scaled >= passing ? 'passed' : 'failed');
        set(n + 'completion_status', 'completed');
      });
      set('cmi.score.min', score.min);
      set('cmi.score.max', score.max);
      set('cmi.score.raw', score.raw);
      set('cmi.score.scaled', score.raw / 100);
      completion = 'completed';
      set('cmi.completion_status', completion);
      set('cmi.progress_measure', 1);
      var passed = null;
      if (threshold !== '') {
        passed = score.raw / 100 >= passing;
        success = passed ? 'passed' : 'failed';
        set('cmi.success_status', success);
      }
      set('cmi.suspend_data', JSON.stringify(data));
      api.Commit('');
      return { passed: passed };
    },
    leave: finish,
  };

  window.CoursePlayer.start(tracker);
})();
