//! `QuizWidget`: the embeddable quiz (`<tenace-quiz>`, www/quiz/quiz.js) in
//! the app, for the course and the Laws tutor.
//!
//! The widget is the same file every other site embeds, so the app does not
//! redraw problems itself: it imports `quiz/quiz.js` (copied into `dist/quiz/`
//! by `build_quiz` in scripts/install-tools.sh and precached by the service
//! worker) once per page, renders the element with the problem and the
//! language, and turns the element's `tenace-quiz-answer` events into
//! [`QuizAnswer`]s for the caller's progress.

// The course and Laws views (other branches) are its callers; until they are
// merged nothing in this crate renders it.
#![allow(dead_code, reason = "the course and Laws views use it")]

use crate::i18n::{tr, trf};
use tenace_i18n::Lang;
use wasm_bindgen::prelude::*;
use wasm_bindgen::JsCast;
use yew::prelude::*;

#[wasm_bindgen(inline_js = r#"
let loading = null;
// One import per page however many widgets: the module defines the element once.
export function load_quiz() {
  if (!loading) {
    loading = import(new URL('quiz/quiz.js', document.baseURI).href);
    // A failed load (offline before the first visit) may be retried by the next widget.
    loading.catch(() => { loading = null; });
  }
  return loading;
}
"#)]
extern "C" {
    /// Resolves when `<tenace-quiz>` is defined.
    fn load_quiz() -> js_sys::Promise;
}

/// One answer in the widget (the type is the controllers', which keep the quiz's progress).
pub use tenace_controllers::QuizAnswer;

/// Reads an answer event's `detail`; `None` when a field is missing or not a whole number.
fn answer_from_detail(detail: &JsValue) -> Option<QuizAnswer> {
    let number = |name: &str| -> Option<f64> {
        js_sys::Reflect::get(detail, &JsValue::from_str(name))
            .ok()?
            .as_f64()
            .filter(|n| n.is_finite() && *n >= 0.0 && n.fract() == 0.0)
    };
    let correct = js_sys::Reflect::get(detail, &JsValue::from_str("correct")).ok()?.as_bool()?;
    Some(QuizAnswer {
        index: number("index")? as usize,
        correct,
        answered: number("answered")? as usize,
        total: number("total")? as usize,
        score: number("score")? as u32,
        max: number("max")? as u32,
    })
}

#[derive(Properties, Clone, PartialEq)]
pub struct Props {
    /// Stable name of the quiz (a lesson's, a Law's), for the caller's progress.
    pub id: String,
    /// The problem or the set as JSON (docs/quiz-format.md).
    pub set_json: String,
    pub lang: Lang,
    pub on_answer: Callback<QuizAnswer>,
}

/// Whether quiz.js has loaded for this widget.
#[derive(Clone, PartialEq)]
enum Loading {
    Pending,
    Ready,
    Failed(String),
}

#[component]
pub fn QuizWidget(props: &Props) -> Html {
    let node = use_node_ref();
    let loading = use_state(|| Loading::Pending);

    {
        let loading = loading.clone();
        use_effect_with((), move |_| {
            wasm_bindgen_futures::spawn_local(async move {
                match wasm_bindgen_futures::JsFuture::from(load_quiz()).await {
                    Ok(_) => loading.set(Loading::Ready),
                    Err(e) => {
                        let why = js_sys::Reflect::get(&e, &JsValue::from_str("message"))
                            .ok()
                            .and_then(|m| m.as_string())
                            .or_else(|| e.as_string())
                            .unwrap_or_default();
                        loading.set(Loading::Failed(why));
                    }
                }
            });
        });
    }

    {
        // The listener follows the callback, so a re-render with a new one never reports to a stale parent.
        let on_answer = props.on_answer.clone();
        use_effect_with((node.clone(), on_answer), move |(node, on_answer)| {
            let target = node.cast::<web_sys::Element>();
            let on_answer = on_answer.clone();
            let listener = Closure::<dyn Fn(web_sys::Event)>::new(move |event: web_sys::Event| {
                let detail = js_sys::Reflect::get(&event, &JsValue::from_str("detail")).unwrap_or(JsValue::NULL);
                if let Some(answer) = answer_from_detail(&detail) {
                    on_answer.emit(answer);
                }
            });
            if let Some(t) = &target {
                let _ = t.add_event_listener_with_callback("tenace-quiz-answer", listener.as_ref().unchecked_ref());
            }
            move || {
                if let Some(t) = &target {
                    let _ =
                        t.remove_event_listener_with_callback("tenace-quiz-answer", listener.as_ref().unchecked_ref());
                }
                drop(listener);
            }
        });
    }

    let failed = match &*loading {
        Loading::Failed(why) => Some(html! {
            <p class="quiz-failed" role="alert">
                { tr("quiz.error.title") }{ " " }{ trf("quiz.error.engine", &[("error", why)]) }
            </p>
        }),
        Loading::Pending | Loading::Ready => None,
    };
    html! {
        <div class="quiz-widget" data-quiz-id={props.id.clone()} data-loaded={(*loading == Loading::Ready).to_string()}>
            <tenace-quiz ref={node} problem={props.set_json.clone()} lang={props.lang.code()} />
            { for failed }
        </div>
    }
}
