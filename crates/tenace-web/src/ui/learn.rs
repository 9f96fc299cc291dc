//! The course for beginners (crates/tenace-tutor): lessons, lesson deals, quizzes, progress.

use crate::i18n::tr;
use crate::state::Msg;
use tenace_i18n::Lang;
use yew::prelude::*;

#[derive(Properties, Clone, PartialEq)]
pub struct Props {
    pub lang: Lang,
    /// The app's reducer (to start a deal at the table, change settings, …).
    pub dispatch: Callback<Msg>,
}

#[component]
pub fn LearnView(props: &Props) -> Html {
    let _ = (&props.lang, &props.dispatch);
    html! {
        <section class="view-learn" aria-label={tr("learn.title")}>
            <h2>{ tr("learn.title") }</h2>
        </section>
    }
}
