//! The beginners' course (the "Learn" view): the course page with every
//! lesson and the learner's progress, and the lesson page — text with hand
//! diagrams, prepared deals against the robots with the checker, and the
//! quiz. The lessons are data (`crates/tenace-tutor/lessons`); progress is
//! kept in localStorage (`progress.rs`), apart from the table's save.

/// The lesson deal's controller (`crates/tenace-controllers`).
pub use tenace_controllers::course as deal;
pub mod progress;
pub mod quiz;
pub mod table;

use crate::dom;
use crate::i18n::{tr, trf};
use crate::quiz_widget::{QuizAnswer, QuizWidget};
use crate::ui::cards::{suit_class, DISPLAY_SUITS};
use deal::DealState;
use progress::{Progress, QuizScore, Status};
use std::rc::Rc;
use table::LessonTable;
use tenace_bridge::CardSet;
use tenace_i18n::Lang;
use tenace_tutor::{Block, CourseLesson};
use yew::prelude::*;

/// The course as read (or why it could not be), kept for the page's life.
type ReadCourse = &'static Result<Vec<CourseLesson>, String>;

thread_local! {
    /// The course as last read, and how many languages' words it had.
    static COURSE: std::cell::RefCell<Option<(usize, ReadCourse)>> = const { std::cell::RefCell::new(None) };
}

/// Every lesson: English and the structure are compiled in, the page's
/// language is fetched by [`fetch_language`] (and precached by the service
/// worker, so the course works offline). Read again when a language is added.
pub fn course() -> Result<&'static [CourseLesson], String> {
    let languages = Lang::ALL.iter().filter(|l| tenace_tutor::has_language(**l)).count();
    let read = COURSE.with(|c| match *c.borrow() {
        Some((n, course)) if n == languages => Some(course),
        _ => None,
    });
    let course = read.unwrap_or_else(|| {
        // Read at most once per language the page speaks.
        let course: &'static _ = Box::leak(Box::new(tenace_tutor::lessons().map_err(|e| e.to_string())));
        COURSE.with(|c| *c.borrow_mut() = Some((languages, course)));
        course
    });
    course.as_deref().map_err(Clone::clone)
}

/// Fetches every lesson's words in `lang` (`lessons/<slug>/<lang>.json`,
/// copied into the site by Trunk) unless they are there; a lesson that
/// cannot be fetched stays in English and is reported in the console.
pub async fn fetch_language(lang: Lang) {
    if tenace_tutor::has_language(lang) {
        return;
    }
    let slugs = tenace_tutor::slugs();
    let paths: Vec<String> = slugs.iter().map(|s| format!("lessons/{s}/{}.json", lang.code())).collect();
    let texts = futures_util::future::join_all(paths.iter().map(|p| crate::words::fetch_text(p))).await;
    for (slug, text) in slugs.iter().zip(texts) {
        let result = text.and_then(|t| tenace_tutor::provide_text(slug, lang, &t).map_err(|e| e.to_string()));
        if let Err(e) = result {
            web_sys::console::warn_1(&format!("lesson {slug} in {}: {e}", lang.code()).into());
        }
    }
}

/// Which page of the course is shown.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum Page {
    List,
    /// A lesson, by its place in the course.
    Lesson(usize),
}

/// The course's state: the page, the progress and a notice.
#[derive(Clone, Debug, PartialEq)]
pub struct CourseState {
    pub page: Page,
    pub progress: Progress,
    /// Bumped when the progress changes (the effect that stores it keys on it).
    pub changes: u64,
    pub notice: Option<String>,
    /// "Reset progress" asks once more before it forgets everything.
    pub confirm_reset: bool,
}

#[derive(Clone, Debug)]
pub enum CourseMsg {
    Open(usize),
    List,
    DealReached { slug: String, deal: String },
    QuizDone { slug: String, score: QuizScore },
    AskReset,
    Reset(bool),
    Notice(Option<String>),
}

impl CourseState {
    pub fn step(&mut self, msg: CourseMsg) {
        let before = self.progress.clone();
        match msg {
            CourseMsg::Open(i) => {
                self.page = Page::Lesson(i);
                self.confirm_reset = false;
                if let Some(l) = course().ok().and_then(|c| c.get(i)) {
                    self.progress.opened(&l.slug);
                }
            }
            CourseMsg::List => self.page = Page::List,
            CourseMsg::DealReached { slug, deal } => self.progress.deal_done(&slug, &deal),
            CourseMsg::QuizDone { slug, score } => self.progress.quiz_done(&slug, score),
            CourseMsg::AskReset => self.confirm_reset = true,
            CourseMsg::Reset(yes) => {
                self.confirm_reset = false;
                if yes {
                    self.progress = Progress::new();
                    self.notice = Some(tr("learn.reset.done").to_owned());
                }
            }
            CourseMsg::Notice(n) => self.notice = n,
        }
        if self.progress != before {
            self.changes += 1;
        }
    }
}

impl Reducible for CourseState {
    type Action = CourseMsg;
    fn reduce(self: Rc<Self>, msg: CourseMsg) -> Rc<Self> {
        let mut next = (*self).clone();
        next.step(msg);
        Rc::new(next)
    }
}

thread_local! {
    /// The page shown when the learner left the view: coming back to "Learn"
    /// from the table returns to the same lesson.
    static LAST_PAGE: std::cell::Cell<Page> = const { std::cell::Cell::new(Page::List) };
}

fn initial() -> CourseState {
    let (progress, notice) = match progress::load() {
        progress::Loaded::Found(p) => (p, None),
        progress::Loaded::Nothing => (Progress::new(), None),
        progress::Loaded::SetAside { key, reason } => {
            (Progress::new(), Some(trf("learn.progress.set.aside", &[("reason", &reason), ("key", &key)])))
        }
        progress::Loaded::Unavailable(reason) => {
            (Progress::new(), Some(trf("learn.progress.unavailable", &[("reason", &reason)])))
        }
    };
    let page = LAST_PAGE.with(std::cell::Cell::get);
    CourseState { page, progress, changes: 0, notice, confirm_reset: false }
}

#[derive(Properties, Clone, PartialEq)]
pub struct Props {
    pub lang: Lang,
}

/// The "Learn" view.
#[component]
pub fn Course(props: &Props) -> Html {
    let state = use_reducer(initial);
    let dispatch: Callback<CourseMsg> = {
        let state = state.clone();
        Callback::from(move |m| state.dispatch(m))
    };
    // Store the progress after every change (a reset clears the key).
    {
        let state = state.clone();
        use_effect_with(state.changes, move |changes| {
            if *changes > 0 {
                let result = if state.progress == Progress::new() {
                    progress::clear()
                } else {
                    progress::store(&state.progress)
                };
                if let Err(e) = result {
                    state.dispatch(CourseMsg::Notice(Some(trf("learn.progress.not.saved", &[("reason", &e)]))));
                }
            }
        });
    }
    // Focus the page's heading when the page changes (keyboard and screen readers).
    use_effect_with(state.page, |page| {
        LAST_PAGE.with(|p| p.set(*page));
        if *page != Page::List {
            dom::focus("#lesson-title");
        }
    });
    let lessons = match course() {
        Ok(c) => c,
        Err(e) => {
            return html! { <p class="learn-error" role="alert">{ trf("learn.course.broken", &[("reason", &e)]) }</p> };
        }
    };
    let notice = state.notice.as_ref().map(|text| {
        let dismiss = {
            let dispatch = dispatch.clone();
            Callback::from(move |_: MouseEvent| dispatch.emit(CourseMsg::Notice(None)))
        };
        html! {
            <div class="notice learn-notice" role="status" data-testid="learn-notice">
                <span>{ text }</span>
                <button type="button" class="link" onclick={dismiss} aria-label={tr("notice.dismiss")}>{ "×" }</button>
            </div>
        }
    });
    let body = match state.page {
        Page::Lesson(i) if i < lessons.len() => html! {
            <LessonPage key={lessons[i].slug.clone()} lang={props.lang} index={i} progress={state.progress.clone()} dispatch={dispatch.clone()} />
        },
        Page::Lesson(_) | Page::List => course_page(props.lang, lessons, &state, &dispatch),
    };
    html! {
        <section class="view-learn" aria-label={tr("learn.title")}>
            { notice.unwrap_or_default() }
            { body }
        </section>
    }
}

fn status_text(lesson: &CourseLesson, status: Status) -> String {
    let deals = lesson.lesson.deals.len().to_string();
    match status {
        Status::NotStarted => tr("learn.status.new").to_owned(),
        Status::Started { deals_done } => {
            trf("learn.status.deals", &[("done", &deals_done.to_string()), ("total", &deals)])
        }
        Status::QuizDone { deals_done, quiz } => trf(
            "learn.status.quiz",
            &[
                ("done", &deals_done.to_string()),
                ("total", &deals),
                ("score", &quiz.score.to_string()),
                ("questions", &quiz.total.to_string()),
            ],
        ),
    }
}

fn status_code(status: Status) -> &'static str {
    match status {
        Status::NotStarted => "new",
        Status::Started { .. } => "started",
        Status::QuizDone { .. } => "quiz-done",
    }
}

fn course_page(lang: Lang, lessons: &[CourseLesson], state: &CourseState, dispatch: &Callback<CourseMsg>) -> Html {
    let send = |m: CourseMsg| {
        let dispatch = dispatch.clone();
        Callback::from(move |_: MouseEvent| dispatch.emit(m.clone()))
    };
    // Reset: the course's progress and the answers the quiz widget keeps.
    let reset = {
        let dispatch = dispatch.clone();
        Callback::from(move |_: MouseEvent| {
            if let Ok(lessons) = course() {
                let sets: Vec<String> = lessons
                    .iter()
                    .flat_map(|l| {
                        Lang::ALL.iter().map(move |lang| {
                            let t = l.text(*lang);
                            quiz::set_json(&t.title, &t.quiz, &l.lesson.quiz_answers)
                        })
                    })
                    .collect();
                progress::clear_widget_answers(&sets);
            }
            dispatch.emit(CourseMsg::Reset(true));
        })
    };
    let slugs: Vec<&str> = lessons.iter().map(|l| l.slug.as_str()).collect();
    let resume = state.progress.continue_at(&slugs);
    let started = !state.progress.lessons.is_empty();
    html! {
        <div class="learn-course" data-testid="learn-course">
            <h2>{ tr("learn.title") }</h2>
            <p>{ tr("learn.intro") }</p>
            if let Some(i) = resume {
                <p>
                    <button type="button" class="primary" data-action="learn-continue" onclick={send(CourseMsg::Open(i))}>
                        { if started {
                            trf("learn.continue", &[("n", &lessons[i].lesson.number.to_string()), ("title", &lessons[i].text(lang).title)])
                        } else {
                            trf("learn.start", &[("title", &lessons[i].text(lang).title)])
                        } }
                    </button>
                </p>
            }
            <ol class="lesson-list">
                { for lessons.iter().enumerate().map(|(i, l)| {
                    let status = state.progress.status(&l.slug);
                    let text = l.text(lang);
                    html! {
                        <li key={l.slug.clone()}>
                            <button type="button" class="lesson-item" data-lesson={l.slug.clone()} data-status={status_code(status)}
                                    onclick={send(CourseMsg::Open(i))}>
                                <span class="lesson-number" aria-hidden="true">{ l.lesson.number }</span>
                                <span class="lesson-title">{ &text.title }</span>
                                <span class="lesson-status" data-testid="lesson-status">{ status_text(l, status) }</span>
                            </button>
                        </li>
                    }
                }) }
            </ol>
            <div class="learn-reset">
                if state.confirm_reset {
                    <p role="alert">{ tr("learn.reset.confirm") }</p>
                    <button type="button" data-action="learn-reset-yes" onclick={reset}>{ tr("learn.reset.yes") }</button>
                    { " " }
                    <button type="button" data-action="learn-reset-no" onclick={send(CourseMsg::Reset(false))}>{ tr("learn.reset.no") }</button>
                } else {
                    <button type="button" data-action="learn-reset" onclick={send(CourseMsg::AskReset)} disabled={!started}>{ tr("learn.reset") }</button>
                }
            </div>
        </div>
    }
}

/// A hand diagram: one line per suit, red and black symbols, the ranks in
/// the page's letters.
fn hand_diagram(hand: CardSet) -> Html {
    let label = DISPLAY_SUITS
        .iter()
        .map(|s| {
            let ranks: Vec<&str> = hand.suit(*s).iter().rev().map(|c| crate::labels::rank_face(c.rank)).collect();
            let ranks = if ranks.is_empty() { "—".to_owned() } else { ranks.join(" ") };
            format!("{}: {ranks}", crate::i18n::suit(*s))
        })
        .collect::<Vec<_>>()
        .join("; ");
    html! {
        <figure class="hand-diagram" role="img" aria-label={trf("learn.diagram", &[("hand", &label)])} data-testid="hand-diagram">
            { for tenace_cards::Suit::DESCENDING.iter().map(|suit| {
                let cards = hand.suit(*suit);
                let ranks = if cards.is_empty() { "—".to_owned() } else {
                    cards.iter().rev().map(|c| crate::labels::rank_face(c.rank)).collect::<Vec<_>>().join(" ")
                };
                html! {
                    <div class={classes!("diagram-line", suit_class(*suit))} aria-hidden="true">
                        <span class="diagram-suit">{ suit.symbol() }</span>{ " " }<span class="diagram-ranks">{ ranks }</span>
                    </div>
                }
            }) }
        </figure>
    }
}

#[derive(Properties, Clone, PartialEq)]
struct LessonProps {
    lang: Lang,
    index: usize,
    progress: Progress,
    dispatch: Callback<CourseMsg>,
}

#[component]
fn LessonPage(props: &LessonProps) -> Html {
    // The lesson opens at its first deal whose goal is not reached yet.
    let deal_at = {
        let first_open = course()
            .ok()
            .and_then(|c| c.get(props.index))
            .and_then(|l| {
                let done = props.progress.lesson(&l.slug).map(|p| p.deals.clone()).unwrap_or_default();
                l.lesson.deals.iter().position(|d| !done.contains(&d.id))
            })
            .unwrap_or(0);
        use_state(move || first_open)
    };
    let Ok(lessons) = course() else { return Html::default() };
    let Some(lesson) = lessons.get(props.index) else { return Html::default() };
    let text = lesson.text(props.lang);
    let send = |m: CourseMsg| {
        let dispatch = props.dispatch.clone();
        Callback::from(move |_: MouseEvent| dispatch.emit(m.clone()))
    };
    let deals = &lesson.lesson.deals;
    let at = (*deal_at).min(deals.len().saturating_sub(1));
    let done: Vec<String> = props.progress.lesson(&lesson.slug).map(|p| p.deals.clone()).unwrap_or_default();
    let go_deal = |i: usize| {
        let deal_at = deal_at.clone();
        Callback::from(move |_: MouseEvent| deal_at.set(i))
    };
    let on_reached = {
        let dispatch = props.dispatch.clone();
        let slug = lesson.slug.clone();
        Callback::from(move |deal: String| dispatch.emit(CourseMsg::DealReached { slug: slug.clone(), deal }))
    };
    // A run through the quiz is done when every question is answered.
    let on_answer = {
        let dispatch = props.dispatch.clone();
        let slug = lesson.slug.clone();
        Callback::from(move |a: QuizAnswer| {
            if a.total > 0 && a.answered >= a.total {
                let score = quiz::score_of(a.score, a.max, a.answered as u32);
                dispatch.emit(CourseMsg::QuizDone { slug: slug.clone(), score });
            }
        })
    };
    let table = deals.get(at).map(|spec| match (DealState::new(spec), text.deals.get(at)) {
        (Ok(state), Some(words)) => html! {
            <LessonTable key={format!("{}-{}", lesson.slug, spec.id)} lang={props.lang} initial={Rc::new(state)}
                         text={words.clone()} on_reached={on_reached.clone()} />
        },
        (Err(e), _) => {
            html! { <p class="learn-error" role="alert">{ trf("learn.deal.broken", &[("reason", &e)]) }</p> }
        }
        (Ok(_), None) => Html::default(),
    });
    let total = lessons.len();
    html! {
        <article class="lesson" data-testid="lesson" data-lesson={lesson.slug.clone()} lang={props.lang.code()}>
            <nav class="lesson-nav" aria-label={tr("learn.nav")}>
                <button type="button" data-action="learn-list" onclick={send(CourseMsg::List)}>{ tr("learn.all.lessons") }</button>
            </nav>
            <p class="lesson-of">{ trf("learn.lesson.of", &[("n", &lesson.lesson.number.to_string()), ("total", &total.to_string())]) }</p>
            <h2 id="lesson-title" tabindex="-1">{ &text.title }</h2>
            { for text.sections.iter().map(|section| html! {
                <section class="lesson-section">
                    <h3>{ &section.heading }</h3>
                    { for section.blocks().into_iter().map(|b| match b {
                        Block::Paragraph(p) => html! { <p>{ p }</p> },
                        Block::Hand(hand) => hand_diagram(hand),
                    }) }
                </section>
            }) }
            if !deals.is_empty() {
                <section class="lesson-deals" aria-labelledby="lesson-deals-title">
                    <h3 id="lesson-deals-title">{ tr("learn.deals") }</h3>
                    <ol class="deal-tabs">
                        { for deals.iter().enumerate().map(|(i, d)| {
                            let title = text.deals.get(i).map(|t| t.title.clone()).unwrap_or_default();
                            let reached = done.contains(&d.id);
                            html! {
                                <li key={d.id.clone()}>
                                    <button type="button" class={classes!("deal-tab", (i == at).then_some("current"))} data-deal={d.id.clone()}
                                            aria-current={(i == at).then_some("step")} data-done={reached.to_string()} onclick={go_deal(i)}>
                                        { trf("learn.deal.n", &[("n", &(i + 1).to_string()), ("title", &title)]) }
                                        if reached { <span class="done-mark">{ " ✓" }</span><span class="sr-only">{ format!(" ({})", tr("learn.deal.done")) }</span> }
                                    </button>
                                </li>
                            }
                        }) }
                    </ol>
                    { table.unwrap_or_default() }
                    if at + 1 < deals.len() && done.contains(&deals[at].id) {
                        <button type="button" class="primary" data-action="next-deal" onclick={go_deal(at + 1)}>{ tr("learn.next.deal") }</button>
                    }
                </section>
            }
            <section class="lesson-quiz" aria-labelledby="lesson-quiz-title">
                <h3 id="lesson-quiz-title">{ tr("learn.quiz") }</h3>
                if let Some(q) = props.progress.lesson(&lesson.slug).and_then(|p| p.quiz) {
                    <p class="lq-last" data-testid="quiz-last">{ trf("learn.quiz.last", &[("score", &q.score.to_string()), ("total", &q.total.to_string())]) }</p>
                }
                <QuizWidget id={lesson.slug.clone()} lang={props.lang} on_answer={on_answer}
                            set_json={quiz::set_json(&text.title, &text.quiz, &lesson.lesson.quiz_answers)} />
            </section>
            <nav class="lesson-nav bottom" aria-label={tr("learn.nav")}>
                if props.index > 0 {
                    <button type="button" data-action="prev-lesson" onclick={send(CourseMsg::Open(props.index - 1))}>{ tr("learn.prev.lesson") }</button>
                }
                <button type="button" data-action="learn-list" onclick={send(CourseMsg::List)}>{ tr("learn.all.lessons") }</button>
                if props.index + 1 < total {
                    <button type="button" class="primary" data-action="next-lesson" onclick={send(CourseMsg::Open(props.index + 1))}>{ tr("learn.next.lesson") }</button>
                }
            </nav>
        </article>
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_course_reducer_records_progress_and_resets() {
        let mut s =
            CourseState { page: Page::List, progress: Progress::new(), changes: 0, notice: None, confirm_reset: false };
        s.step(CourseMsg::Open(2));
        assert_eq!(s.page, Page::Lesson(2));
        assert_eq!(s.progress.last.as_deref(), Some("03-dummy"));
        assert_eq!(s.changes, 1);
        s.step(CourseMsg::DealReached { slug: "03-dummy".into(), deal: "way-to-dummy".into() });
        s.step(CourseMsg::DealReached { slug: "03-dummy".into(), deal: "way-to-dummy".into() });
        assert_eq!(s.changes, 2, "a deal reached twice is one change");
        s.step(CourseMsg::QuizDone { slug: "03-dummy".into(), score: QuizScore { score: 2, total: 4 } });
        assert_eq!(
            s.progress.status("03-dummy"),
            Status::QuizDone { deals_done: 1, quiz: QuizScore { score: 2, total: 4 } }
        );
        s.step(CourseMsg::List);
        s.step(CourseMsg::AskReset);
        assert!(s.confirm_reset);
        s.step(CourseMsg::Reset(false));
        assert_eq!(
            s.progress.status("03-dummy"),
            Status::QuizDone { deals_done: 1, quiz: QuizScore { score: 2, total: 4 } }
        );
        s.step(CourseMsg::AskReset);
        s.step(CourseMsg::Reset(true));
        assert_eq!(s.progress, Progress::new());
        assert_eq!(s.changes, 4);
    }

    #[test]
    fn every_lesson_deal_starts() {
        for l in course().expect("course") {
            for d in &l.lesson.deals {
                let s = DealState::new(d).unwrap_or_else(|e| panic!("{} {}: {e}", l.slug, d.id));
                assert!(!s.over(), "{} {}", l.slug, d.id);
            }
        }
    }
}
