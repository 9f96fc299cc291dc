// quiz.html: the iframe form. #p=<compact string> is one problem; #src=<path>
// is a set on the same site (another site's address is refused: the frame
// only ever fetches files next to it). Follows the hash when it changes.

function apply() {
  const quiz = document.getElementById('quiz');
  const params = new URLSearchParams(location.hash.slice(1));
  const p = params.get('p');
  const src = params.get('src');
  if (p) {
    quiz.removeAttribute('src');
    quiz.setAttribute('problem', p);
  } else if (src) {
    let url = null;
    try {
      url = new URL(src, location.href);
    } catch {
      url = null;
    }
    quiz.removeAttribute('problem');
    // An unusable or foreign address becomes a missing file: the widget says so in words.
    quiz.setAttribute('src', url && url.origin === location.origin ? url.pathname : 'missing-quiz.json');
  } else {
    quiz.removeAttribute('src');
    quiz.setAttribute('problem', '');
  }
}

apply();
window.addEventListener('hashchange', apply);
