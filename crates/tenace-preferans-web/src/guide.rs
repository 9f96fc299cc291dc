//! The guided scenarios of the Code's penalties (§14) and the first lessons:
//! their lists and the guide shown above the table while one is open. The
//! scenarios and lessons are data (`tenace_preferans_app::guided`); their
//! words are `pref.scn.<id>.*` and `pref.lesson.<id>.*` in
//! `messages/preferans/<lang>.txt`. The Laws tutor links here with
//! `#preferans&laws` (the lessons: `#preferans&lessons`), so the Laws module
//! never links the Preferans code.

use tenace_core::Rules;
use tenace_preferans_app::guided::{self, Guided};
use tenace_preferans_app::{Controller, Msg};
use tenace_web::i18n::tr;
use yew::prelude::*;

/// Which list a hash opens: `Some(false)` the scenarios, `Some(true)` the lessons.
pub fn list_of_hash(hash: &str) -> Option<bool> {
    match hash.trim_start_matches('#') {
        "preferans&laws" => Some(false),
        "preferans&lessons" => Some(true),
        _ => None,
    }
}

/// The key of one of a guide's texts (`title`, `situation`, `director`; `p1`, `p2`, `task`, `after`).
pub fn key(lesson: bool, id: &str, part: &str) -> String {
    format!("pref.{}.{id}.{part}", if lesson { "lesson" } else { "scn" })
}

/// Every key the guides use (the words test checks each is translated).
pub fn all_keys() -> Vec<String> {
    let mut out = Vec::new();
    for s in guided::scenarios() {
        for part in ["title", "situation", "director"] {
            out.push(key(false, &s.id, part));
        }
    }
    for l in guided::lessons() {
        for part in ["title", "p1", "p2", "task", "after"] {
            out.push(key(true, &l.id, part));
        }
    }
    out
}

fn words(lesson: bool, id: &str, part: &str) -> String {
    let lang = tenace_web::i18n::lang();
    tenace_i18n::message(lang, &key(lesson, id, part)).to_owned()
}

/// The list of scenarios (or lessons) to open.
pub fn list(lesson: bool, dispatch: &Callback<Msg>, close: Callback<MouseEvent>) -> Html {
    let items: Vec<Guided> = if lesson { guided::lessons() } else { guided::scenarios() };
    let kind = if lesson { "lessons" } else { "scenarios" };
    html! {
        <section class="pref-guides" data-testid="pref-guides" data-kind={kind}
                 aria-label={if lesson { tr("pref.guides.lessons") } else { tr("pref.guides.scenarios") }}>
            <h2>{ if lesson { tr("pref.guides.lessons") } else { tr("pref.guides.scenarios") } }</h2>
            <p>{ if lesson { tr("pref.guides.lessons.help") } else { tr("pref.guides.scenarios.help") } }</p>
            <ol>
                { for items.iter().enumerate().map(|(index, g)| {
                    let dispatch = dispatch.clone();
                    let rule = g.rule.clone().map(|r| format!(" ({r})")).unwrap_or_default();
                    html! {
                        <li>
                            <button type="button" data-guide={g.id.clone()}
                                    onclick={Callback::from(move |_: MouseEvent| dispatch.emit(Msg::OpenGuide { lesson, index }))}>
                                { format!("{}{rule}", words(lesson, &g.id, "title")) }
                            </button>
                        </li>
                    }
                }) }
            </ol>
            <button type="button" class="link" data-action="guides-close" onclick={close}>{ tr("pref.close") }</button>
        </section>
    }
}

/// The open guide above the table: what happens, the irregularity to commit
/// and the director's words (a scenario), or the lesson's text and task.
pub fn panel(c: &Controller, dispatch: &Callback<Msg>, close_list: Callback<()>) -> Html {
    let Some(g) = &c.guide else { return Html::default() };
    let (lesson, id) = (g.lesson, g.guided.id.as_str());
    let send = |m: Msg| {
        let dispatch = dispatch.clone();
        Callback::from(move |_: MouseEvent| dispatch.emit(m.clone()))
    };
    let committed = c.guide_committed();
    let over = c.game.is_over();
    html! {
        <section class="pref-guide" data-testid="guide" data-guide={id.to_owned()} data-lesson={lesson.to_string()}
                 data-committed={committed.to_string()} data-over={over.to_string()}
                 aria-labelledby="pref-guide-title">
            <h2 id="pref-guide-title">{ words(lesson, id, "title") }
                { for g.guided.rule.as_ref().map(|r| html! { <span class="pref-guide-rule">{ format!(" · {r}") }</span> }) }
            </h2>
            if lesson {
                <p>{ words(lesson, id, "p1") }</p>
                <p>{ words(lesson, id, "p2") }</p>
                <p class="pref-guide-task" data-testid="guide-task"><strong>{ words(lesson, id, "task") }</strong></p>
                if over { <p class="pref-guide-after" data-testid="guide-after">{ words(lesson, id, "after") }</p> }
            } else {
                <p>{ words(lesson, id, "situation") }</p>
                if committed {
                    <p class="pref-guide-director" data-testid="guide-director"><strong>{ tr("pref.guide.director") }</strong>{ " " }{ words(lesson, id, "director") }</p>
                    <p class="pref-guide-after">{ tr("pref.guide.enforced") }</p>
                } else {
                    <button type="button" class="primary" data-action="guide-commit" onclick={send(Msg::CommitGuided)}>{ tr("pref.guide.commit") }</button>
                }
            }
            <nav class="pref-guide-actions">
                <button type="button" data-action="guide-restart" onclick={send(Msg::OpenGuide { lesson, index: g.index })}>{ tr("pref.guide.restart") }</button>
                <button type="button" data-action="guide-leave" onclick={{
                    let dispatch = dispatch.clone();
                    Callback::from(move |_: MouseEvent| { close_list.emit(()); dispatch.emit(Msg::LeaveGuide) })
                }}>{ tr("pref.guide.leave") }</button>
            </nav>
        </section>
    }
}
