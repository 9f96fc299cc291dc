//! The course for beginners (crates/tenace-tutor): lessons, lesson deals,
//! quizzes, progress — all in `crate::learn`, which keeps its own state
//! apart from the table's.

use crate::state::Msg;
use tenace_i18n::Lang;
use yew::prelude::*;

#[derive(Properties, Clone, PartialEq)]
pub struct Props {
    pub lang: Lang,
    /// The app's reducer (unused by the course, which has its own).
    pub dispatch: Callback<Msg>,
}

#[component]
pub fn LearnView(props: &Props) -> Html {
    html! { <crate::learn::Course lang={props.lang} /> }
}
