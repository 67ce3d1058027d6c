/*
 * The page engine of the demo courses: one page at a time with Previous and Next, and a quiz
 * marked in the page. It knows nothing of SCORM or xAPI: each SCO or AU hands it a tracker
 * that talks to the LMS, the way an authoring tool's player sits on top of its LMS wrapper.
 *
 * tracker.begin()                      → { ok, message?, page, data } (data: what suspend_data or a bookmark kept)
 * tracker.page(index, total, data)     the learner is on a page (save the location and the data, commit)
 * tracker.quiz(results, score, data)   the quiz was answered → { passed: true | false | null }
 * tracker.leave()                      the page is going away (pagehide)
 * tracker.exits                        optional { next: { label, go }, previous: { label, go } }: what the
 *                                      last page's Next and the first page's Previous do (SCORM 2004 navigation)
 */
(function () {
  'use strict';

  function $(id) {
    return document.getElementById(id);
  }

  function start(tracker) {
    var pages = Array.prototype.slice.call(document.querySelectorAll('.page'));
    var prev = $('prev');
    var next = $('next');
    var progress = $('progress');
    var notice = $('notice');
    var form = document.querySelector('form.quiz');
    var result = $('result');
    var quizShownAt = 0;

    var begun = tracker.begin() || {};
    var exits = tracker.exits || {}; // known once the tracker has begun (the LMS says which requests are valid)
    var data = begun.data && typeof begun.data === 'object' ? begun.data : {};
    data.v = typeof data.v === 'string' ? data.v : '';
    data.q = data.q && typeof data.q === 'object' ? data.q : {};
    if (begun.message) say(begun.message, !begun.ok);
    var current = Math.min(Math.max(Number(begun.page) || 0, 0), pages.length - 1);

    function say(text, isProblem) {
      notice.textContent = text;
      notice.hidden = !text;
      notice.className = isProblem ? 'notice problem' : 'notice';
    }

    function markVisited(index) {
      var visited = data.v.split('');
      while (visited.length < pages.length) visited.push('0');
      visited[index] = '1';
      data.v = visited.join('');
    }

    function show(index, moveFocus) {
      current = index;
      pages.forEach(function (page, i) {
        page.hidden = i !== index;
      });
      markVisited(index);
      progress.textContent = 'Page ' + (index + 1) + ' of ' + pages.length;
      var first = index === 0;
      var last = index === pages.length - 1;
      prev.textContent = first && exits.previous ? exits.previous.label : 'Previous';
      next.textContent = last && exits.next ? exits.next.label : 'Next';
      prev.disabled = first && !exits.previous;
      next.disabled = last && !exits.next;
      if (pages[index].contains(form)) quizShownAt = Date.now();
      if (moveFocus) {
        var heading = pages[index].querySelector('h1, h2');
        heading.setAttribute('tabindex', '-1');
        heading.focus();
      }
      tracker.page(index, pages.length, data);
    }

    prev.addEventListener('click', function () {
      if (current > 0) show(current - 1, true);
      else if (exits.previous) exits.previous.go();
    });
    next.addEventListener('click', function () {
      if (current < pages.length - 1) show(current + 1, true);
      else if (exits.next) exits.next.go();
    });

    if (form) {
      var questions = Array.prototype.slice.call(form.querySelectorAll('fieldset.question'));
      restoreAnswers(questions, data.q);
      form.addEventListener('submit', function (event) {
        event.preventDefault();
        var unanswered = questions.filter(function (q) {
          return !q.querySelector('input:checked');
        });
        if (unanswered.length) {
          showResult('Answer every question first: ' + unanswered.length + ' left.', 'problem');
          unanswered[0].querySelector('input').focus();
          return;
        }
        var seconds = Math.max(1, Math.round((Date.now() - quizShownAt) / 1000));
        var results = questions.map(function (q) {
          var response = q.querySelector('input:checked').value;
          var correct = q.getAttribute('data-correct');
          data.q[q.getAttribute('data-id')] = response;
          return {
            id: q.getAttribute('data-id'),
            type: q.getAttribute('data-type'),
            text: q.querySelector('legend').textContent.trim(),
            objective: q.getAttribute('data-objective') || '',
            response: response,
            correct: correct,
            ok: response === correct,
            seconds: Math.round(seconds / questions.length) || 1,
          };
        });
        var right = results.filter(function (r) {
          return r.ok;
        }).length;
        var score = { raw: Math.round((right / results.length) * 100), min: 0, max: 100, right: right, of: results.length };
        data.s = score.raw;
        var outcome = tracker.quiz(results, score, data) || {};
        var verdict =
          outcome.passed === true
            ? ' You passed.'
            : outcome.passed === false
              ? ' You did not pass this time: review the pages and try again.'
              : '';
        showResult(
          'You answered ' + right + ' of ' + results.length + ' correctly (' + score.raw + ' %).' + verdict,
          outcome.passed === false ? 'problem' : 'done',
        );
      });
    }

    function showResult(text, kind) {
      result.textContent = text;
      result.className = 'result ' + kind;
      result.hidden = false;
    }

    window.addEventListener('pagehide', function () {
      tracker.leave();
    });

    if (typeof data.s === 'number' && form) showResult('Your last score: ' + data.s + ' %. You can answer again.', 'done');
    show(current, false);
  }

  function restoreAnswers(questions, answers) {
    questions.forEach(function (q) {
      var value = answers[q.getAttribute('data-id')];
      if (!value) return;
      var input = q.querySelector('input[value="' + value.replace(/[^a-z0-9-]/gi, '') + '"]');
      if (input) input.checked = true;
    });
  }

  /** Where the LMS API is, by the standard discovery algorithm: up the parents (at most 7), then the opener's. */
  function findApi(name) {
    function search(win) {
      var tries = 0;
      while (win && !win[name] && win.parent && win.parent !== win && tries < 7) {
        tries += 1;
        win = win.parent;
      }
      return (win && win[name]) || null;
    }
    var found = null;
    try {
      found = search(window);
      if (!found && window.opener) found = search(window.opener);
    } catch {
      found = null; // a frame of another origin above us: no API there
    }
    return found;
  }

  /** What a tracker's begin() answers from the LMS's entry, location (the page, from 1) and suspend data. */
  function resume(isResume, location, suspendData) {
    if (!isResume) return { ok: true, page: 0, data: null };
    var data = null;
    try {
      data = JSON.parse(suspendData || 'null');
    } catch {
      data = null; // data another version of the course left: start afresh rather than fail
    }
    var page = Number(location) - 1 || 0;
    return { ok: true, page: page, data: data, message: page > 0 ? 'Welcome back: you are on the page where you left off.' : '' };
  }

  window.CoursePlayer = { start: start, findApi: findApi, resume: resume };
})();
